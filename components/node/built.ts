import type { PageNodeData } from '../../data/nodes/pageSlices';

/** A part of the data the build gave a node component (plugins/nodePageData.ts); a clear error when it is missing. */
export function built<T>(
  nodeData: PageNodeData | undefined,
  part: string,
  pick: (data: PageNodeData) => T | undefined,
): T {
  const found = nodeData && pick(nodeData);
  if (found === undefined) {
    throw new Error(
      `No node data for ${part}: plugins/nodePageData.ts gives it to the node components written in a page's MDX (with literal props)`,
    );
  }
  return found;
}

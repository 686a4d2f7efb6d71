import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutFlow, type PlacedNode, type Point } from '../../components/flowLayout';
import { resolveFlow } from '../../data/flows/resolve';
import { loadFlows } from '../../plugins/flowFiles';

const flows = loadFlows(path.resolve(import.meta.dirname, '../..'));

/** Whether the segment a–b runs through the inside of the node (touching its border does not count). */
function crosses(a: Point, b: Point, node: PlacedNode): boolean {
  const [left, right, top, bottom] = [node.x + 1, node.x + node.width - 1, node.y + 1, node.y + node.height - 1];
  if (a.x === b.x) return a.x > left && a.x < right && Math.max(a.y, b.y) > top && Math.min(a.y, b.y) < bottom;
  return a.y > top && a.y < bottom && Math.max(a.x, b.x) > left && Math.min(a.x, b.x) < right;
}

describe('the layout of every flow on the site', () => {
  it.each([...flows.keys()])('%s: nodes apart, connections socket to socket, around every node', async (name) => {
    const resolved = await resolveFlow(flows.get(name) as NonNullable<ReturnType<typeof flows.get>>, 'en');
    const layout = layoutFlow(name, resolved.nodes, resolved.edges, resolved.placement);
    for (const [i, a] of layout.nodes.entries()) {
      expect(a.x + a.width, `${a.id} inside the picture`).toBeLessThanOrEqual(layout.width);
      expect(a.y + a.height, `${a.id} inside the picture`).toBeLessThanOrEqual(layout.height);
      for (const b of layout.nodes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} and ${b.id} overlap`).toBe(true);
      }
    }
    for (const edge of layout.edges) {
      const route = edge.route;
      const label = `${edge.fromLabel} → ${edge.toLabel}`;
      expect(route[0], `${label} starts at its output`).toEqual({ x: edge.from.x, y: edge.from.y });
      expect(route.at(-1), `${label} ends at its input`).toEqual({ x: edge.to.x, y: edge.to.y });
      for (let i = 1; i < route.length; i++) {
        const [a, b] = [route[i - 1], route[i]];
        expect(a.x === b.x || a.y === b.y, `${label}: segment ${i} is straight`).toBe(true);
        for (const node of layout.nodes) expect(crosses(a, b, node), `${label} runs behind ${node.id}`).toBe(false);
      }
    }
  });
});

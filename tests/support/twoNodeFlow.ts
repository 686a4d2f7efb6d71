import type { placeFlow } from '../../data/flows/layout';

/** The smallest flow with a connection, for the layout tests: A's image into B. */
export const nodes = [
  { id: 'a', label: 'A', kind: 'model', inputs: [], outputs: [{ name: 'image', type: 'image' }] },
  { id: 'b', label: 'B', kind: 'model', inputs: [{ name: 'image', type: 'image' }], outputs: [] },
] as unknown as Parameters<typeof placeFlow>[0];

export const edges = [{ from: 'a.image', to: 'b.image' }];

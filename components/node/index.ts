/** The components of a node reference page; see docs/v2/en/guide/nodesref/FalFluxDevNode.mdx. */
export { NodeApiKey } from './NodeApiKey';
export { NodeCatalog } from './NodeCatalog';
export { NodeChangelog } from './NodeChangelog';
export { NodeConnections, SocketTypeNodes } from './NodeConnections';
export { NodeInputs } from './NodeInputs';
export { NodeOutputs } from './NodeOutputs';
export { NodeProperties } from './NodeProperties';
export { NodeSocketDiagram } from './NodeSocketDiagram';
export { NodeSummary } from './NodeSummary';

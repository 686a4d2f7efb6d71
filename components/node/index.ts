/**
 * The components of a node reference page; see docs/v2/en/guide/nodesref/FalFluxDevNode.mdx. The landing page's list
 * and the changelog are imported from their own files (`@components/node/NodeCatalog`, `@components/node/NodeChangelog`),
 * so a node page's scripts do not carry them.
 */
export { NodeApiKey } from './NodeApiKey';
export { NodeConnections, SocketTypeNodes } from './NodeConnections';
export { NodeInputs } from './NodeInputs';
export { NodeOutputs } from './NodeOutputs';
export { NodeProperties } from './NodeProperties';
export { NodeSocketDiagram } from './NodeSocketDiagram';
export { NodeSummary } from './NodeSummary';

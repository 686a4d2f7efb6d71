import { nodeRoute, nodesHome } from '../../config/editions';

/** The pages the bench and the A/B script (scripts/ab.ts) run Lighthouse on: [name, path]. */
export const LIGHTHOUSE_PAGES: [string, string][] = [
  ['Home', '/'],
  ['Guide page', '/guide/quick-start'],
  ['Node page', nodeRoute('', 'FalFluxDevNode')],
  ['Node landing page', nodesHome('')],
  ['Chinese page', '/zh/guide/interface'],
];

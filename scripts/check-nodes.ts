/** Validates data/nodes against its schema: `npx tsx scripts/check-nodes.ts`. */
import { NODE_FILES } from '../data/nodes';
import { CatalogError, validateCatalog } from '../data/nodes/schema';

try {
  const nodes = validateCatalog(NODE_FILES);
  console.log(`OK: ${nodes.length} nodes`);
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(error.message);
  process.exit(1);
}

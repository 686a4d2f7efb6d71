/**
 * `npm run preview`: serves doc_build/ like a static host on http://127.0.0.1:4173 (PORT to change).
 * `npx tsx scripts/serve.ts <dir> [base]` serves another build, e.g. `doc_build_base /patchbay-docs/`.
 */
import { startStaticServer } from './lib/staticServer';

const root = process.argv[2] ?? 'doc_build';
const base = process.argv[3] ?? '/';
const port = Number(process.env.PORT ?? 4173);
const { url } = await startStaticServer({ root, port, base });
console.log(`Serving ${root} at ${url}/`);

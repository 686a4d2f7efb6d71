// The bench's build of stock Rspress (scripts/bench-build.ts): `rspress build` as its CLI runs it, in the same kind of
// process as the site's build.
import { buildProcess } from './buildProcess.mjs';

buildProcess(import.meta.filename);
const { runCLI } = await import('@rspress/core');
process.argv = [process.argv[0], 'rspress', 'build'];
runCLI();

// `npm run build`: Rspress's build of every language and version (rspress.config.ts), through Rspress's `build`, with
// the config loaded by scripts/lib/loadConfig.mjs. It prints its peak memory as it exits (the build bench reads it).
import path from 'node:path';
import { buildProcess } from './lib/buildProcess.mjs';

buildProcess(import.meta.filename);
process.env.NODE_ENV = 'production';
const { loadConfig } = await import('./lib/loadConfig.mjs');
const { build, logger } = await import('@rspress/core');
const cwd = process.cwd();
const config = await loadConfig(cwd);
// As Rspress's CLI reads it: the docs folder, relative to where the build runs.
config.content.root = config.content.root ? path.resolve(cwd, config.content.root) : path.join(cwd, 'docs');
try {
  await build({ docDirectory: config.content.root, config });
} catch (error) {
  logger.error(error);
  process.exit(1);
}

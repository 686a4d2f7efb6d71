import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { buildPolicy, headersFile, inlineScripts, scriptHash, withPolicyMeta } from './cspLogic';
import { htmlFiles } from './htmlFiles';

export interface CspOptions {
  /** Project root; the config's outDir is resolved against it. */
  root: string;
  /** Origins besides the site's own that pages fetch from (the remote search endpoint, when one is set). */
  connectOrigins?: string[];
}

const NAME = 'patchbay:csp';

/**
 * After a production build: hashes every inline script the build wrote (ours in theme/headScript.ts and Rspress's
 * theme and language-redirect scripts), then puts the resulting policy into every page as a `<meta>` tag and into
 * `_headers` for hosts that read it. Script sources stay `'self'` plus those hashes.
 */
export function pluginCsp(options: CspOptions): RspressPlugin {
  return {
    name: NAME,
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(options.root, config.outDir ?? 'doc_build');
      const files = await htmlFiles(outDir);
      if (files.length === 0) throw new Error(`[${NAME}] no HTML files in ${outDir}`);
      const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })));
      const hashes = new Set(pages.flatMap(({ html }) => inlineScripts(html).map(scriptHash)));
      const policy = buildPolicy({ scriptHashes: hashes, connectOrigins: options.connectOrigins });
      await Promise.all(
        pages.map(({ file, html }) => writeFile(file, withPolicyMeta(html, policy, path.relative(options.root, file)))),
      );
      await writeFile(path.join(outDir, '_headers'), headersFile(config.base ?? '/', policy));
      console.log(`[${NAME}] ${files.length} pages, ${hashes.size} inline script hashes`);
    },
  };
}

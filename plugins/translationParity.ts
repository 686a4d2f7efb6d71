import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { checkDocsRoot } from '../scripts/check-translations';

const NAME = 'patchbay:translations';

/**
 * Stops the build when a page lacks its translation, a translation's headings differ from the English page's, a
 * Chinese page is mostly English, or one English heading reads two ways in Chinese (scripts/check-translations.ts,
 * which also runs alone). A contributor who adds an English page learns at once which file is missing.
 */
export function pluginTranslationParity(options: { root: string }): RspressPlugin {
  return {
    name: NAME,
    async config(config) {
      const problems = await checkDocsRoot(path.join(options.root, 'docs'));
      if (problems.length) {
        const list = problems.map((p) => `  - ${path.relative(options.root, p.page)}: ${p.message}`).join('\n');
        throw new Error(`[${NAME}] The languages of the docs do not match:\n${list}`);
      }
      return config;
    },
  };
}

import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { checkDocsRoot } from '../scripts/check-translations';
import { gate } from './gate';

const NAME = 'patchbay:translations';

/**
 * Stops the build (and warns in dev) when a page lacks its translation, a translation's headings differ from the English page's, a
 * Chinese page is mostly English, or one English heading reads two ways in Chinese (scripts/check-translations.ts,
 * which also runs alone). A contributor who adds an English page learns at once which file is missing.
 */
export function pluginTranslationParity(options: { root: string }): RspressPlugin {
  return {
    name: NAME,
    async config(config, _utils, isProd) {
      const problems = await checkDocsRoot(path.join(options.root, 'docs'));
      const list = problems.map((p) => `${path.relative(options.root, p.page)}: ${p.message}`);
      gate(NAME, [{ title: 'The languages of the docs do not match', problems: list }], isProd);
      return config;
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { missingLabels } from '../config/structure';
import { checkDocsRoot } from '../scripts/check-translations';
import { gate, type ProblemSection } from './shared/gate';

const NAME = 'patchbay:translations';

/** Every translation problem of the docs, each naming its file (the build's check and `npm run check`'s). */
export async function checkTranslationParity(root: string): Promise<ProblemSection[]> {
  const problems = await checkDocsRoot(path.join(root, 'docs'));
  const list = problems.map((p) => `${path.relative(root, p.page)}: ${p.message}`);
  return [{ title: 'The languages of the docs do not match', problems: list }];
}

/** Sidebar and nav labels i18n.json lacks in some language, which would show as their raw key ("sidebar.glossary"). */
export function checkLabels(root: string): ProblemSection[] {
  const texts = JSON.parse(readFileSync(path.join(root, 'i18n.json'), 'utf8'));
  return [
    {
      title: 'i18n.json has no text for these sidebar and nav labels',
      problems: missingLabels(texts).map((label) => `i18n.json: ${label}`),
    },
  ];
}

/**
 * Stops the build (and warns in dev) when a page lacks its translation, a translation's headings differ from the English page's, a
 * Chinese page is mostly English, or one English heading reads two ways in Chinese (scripts/check-translations.ts,
 * which also runs alone), or a sidebar or nav label has no text in some language. A contributor who adds an English
page learns at once which file is missing.
 */
export function pluginTranslationParity(options: { root: string }): RspressPlugin {
  return {
    name: NAME,
    async config(config, _utils, isProd) {
      gate(NAME, [...(await checkTranslationParity(options.root)), ...checkLabels(options.root)], isProd);
      return config;
    },
  };
}

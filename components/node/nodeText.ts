import { useMemo } from 'react';
import type { NodeTextKey, NodeTexts, PageNodeData } from '../../data/nodes/pageSlices';
import texts from '../../i18n.json';
import { fillText, type TextKey, type TextTable, textIn, useEdition } from '../siteContext';
import { built } from './built';

/**
 * The node reference's UI texts (table headers, ranges, types, facts, lifecycle, history, changelog) are apart from
 * the site's i18n.json, which every page loads: the build hands a page's node components these texts in the page's
 * language only, with their data (plugins/nodePageData.ts). The node components look the site's texts (category
 * labels, the overview's) up here too.
 */
export type NodeText = (key: NodeTextKey | TextKey, params?: Record<string, string>) => string;

/** Looks a key up in the node texts of one language, then in the site's texts. */
export function nodeTextLookup(nodeTexts: NodeTexts, lang: string): NodeText {
  const own = nodeTexts as Record<string, string>;
  return (key, params) => {
    const text = own[key] ?? (key in texts ? textIn(texts as TextTable, key, lang) : undefined);
    if (text === undefined) {
      throw new Error(
        `No node text "${key}" on this page: data/nodes/pageSlices.ts (nodeTextsIn) gives the landing page's and the changelog's texts only to pages with those lists`,
      );
    }
    return fillText(text, params);
  };
}

type Catalogue = typeof import('../../data/nodes/pageSlices');

/** The text lookup of a node component, from the texts the build gave it (`nodeData`). */
export function useNodeText(nodeData: PageNodeData | undefined): NodeText {
  const { lang } = useEdition();
  // The Markdown copy is compiled without the build's step (components/node/useNodePage.ts says why).
  const nodeTexts = import.meta.env.SSG_MD
    ? (require('../../data/nodes/pageSlices') as Catalogue).nodeTextsIn(lang)
    : built(nodeData, 'the node texts', (data) => data.texts);
  return useMemo(() => nodeTextLookup(nodeTexts, lang), [nodeTexts, lang]);
}

/** The space between two runs of text: none where Chinese full-width punctuation ends or starts one ("停用：OpenAI"). */
export function gap(before: string, after: string): string {
  return /[：。，）]$/.test(before) || /^[（：。，]/.test(after) ? '' : ' ';
}

/**
 * A bold label and the gap after it, in Markdown. CommonMark ends bold after punctuation only where a space or
 * punctuation follows, so a label that runs on into its sentence ("已停用：OpenAI") keeps its punctuation outside.
 */
export function strongLabel(label: string, gapAfter: string): string {
  const [, text = label, mark = ''] = gapAfter ? [] : (/^(.*?)(\p{P}+)$/u.exec(label) ?? []);
  return `**${text}**${mark}${gapAfter}`;
}

import texts from '../../i18n.json';
import { useTexts } from '../siteContext';
import nodeTexts from './nodeTexts.json';

/**
 * The node reference's UI texts (table headers, ranges, types, facts, lifecycle, history, changelog), apart from the
 * site's i18n.json: every page loads that table, while these come only with the node pages, the landing page and the
 * socket pages. The node components look the site's texts (category labels, the overview's) up here too.
 */
const table = { ...texts, ...nodeTexts };

export type NodeText = ReturnType<typeof useNodeText>;

export function useNodeText() {
  return useTexts(table);
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

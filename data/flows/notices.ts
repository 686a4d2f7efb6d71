/**
 * What a flow runs that is on its way out or gone: the node itself (deprecated, retired, reported retired) or a
 * property value the provider deprecated or retired (a model option, set in the flow or left at its default). The
 * flow's picture lists these under it, and the build keeps them out of teaching flows
 * (plugins/nodeCatalog/lifecycleMentions.ts).
 */
import nodeTexts from '../../components/node/nodeTexts.json';
import { fillText, textIn } from '../../components/siteContext';
import siteTexts from '../../i18n.json';
import { lifecycleKind } from '../nodes/lifecycleKind';
import { getNodeIn } from '../nodes/localized';

/** The catalogue fields a notice reads: a node's lifecycle and its properties' defaults and deprecated options. */
export interface NoticeNode {
  lifecycle?: NoticeLifecycle;
  properties?: {
    name: string;
    default?: string | number | boolean;
    deprecatedOptions?: Record<string, NoticeLifecycle>;
  }[];
}

interface NoticeLifecycle {
  status: 'deprecated' | 'retired';
  date?: string;
  shutdown?: string;
  replacement?: string;
  source?: { thirdParty?: boolean };
}

export interface FlowNotice {
  kind: 'deprecated' | 'retired' | 'reported';
  /** The day the provider announced it (deprecated) or stopped it (retired). */
  date?: string;
  /** Deprecated only: the day it stops running. */
  shutdown?: string;
  /** The property value the notice is about; none when it is about the node. */
  option?: { property: string; value: string };
  /** A node id for the node, an option for an option. */
  replacement?: string;
}

const notice = (lifecycle: NoticeLifecycle, option?: FlowNotice['option']): FlowNotice => ({
  kind: lifecycleKind(lifecycle),
  ...(lifecycle.date ? { date: lifecycle.date } : {}),
  ...(lifecycle.shutdown ? { shutdown: lifecycle.shutdown } : {}),
  ...(option ? { option } : {}),
  ...(lifecycle.replacement ? { replacement: lifecycle.replacement } : {}),
});

/** The notices of one node of a flow, given the property values the flow sets on it. */
export function flowNodeNotices(
  entry: NoticeNode,
  properties: Record<string, string | number | boolean> = {},
): FlowNotice[] {
  const notices = entry.lifecycle ? [notice(entry.lifecycle)] : [];
  for (const property of entry.properties ?? []) {
    const value = properties[property.name] ?? property.default;
    const lifecycle = value === undefined ? undefined : property.deprecatedOptions?.[String(value)];
    if (lifecycle) notices.push(notice(lifecycle, { property: property.name, value: String(value) }));
  }
  return notices;
}

/** A notice in the page's language: the node's name (a link to its page, which gives the source) inside a sentence. */
export interface ResolvedNotice {
  kind: FlowNotice['kind'];
  before: string;
  after: string;
}

type NoticeKey = Extract<keyof typeof nodeTexts, `flow.notice.${string}`>;

const noticeText = (key: NoticeKey, lang: string, params: Record<string, string>) =>
  fillText(textIn(nodeTexts, key, lang), params);

/** One notice as a sentence around the node's name, with what to use instead. */
export function resolveNotice(notice: FlowNotice, lang: string, version: string): ResolvedNotice {
  const marker = '\u0000';
  const what = notice.option
    ? noticeText('flow.notice.option', lang, {
        node: marker,
        property: notice.option.property,
        value: notice.option.value,
      })
    : marker;
  let sentence =
    notice.kind === 'deprecated' && notice.shutdown
      ? noticeText('flow.notice.deprecatedShutdown', lang, { what, shutdown: notice.shutdown })
      : noticeText(`flow.notice.${notice.kind}` as const, lang, { what, date: notice.date ?? '' });
  if (notice.replacement) {
    const instead = notice.option
      ? noticeText('flow.notice.useOption', lang, { value: notice.replacement })
      : noticeText('flow.notice.useNode', lang, { node: getNodeIn(notice.replacement, lang, version).name });
    sentence += (/[。]$/.test(sentence) ? '' : ' ') + instead;
  }
  const [before = '', after = ''] = sentence.split(marker);
  return { kind: notice.kind, before, after };
}

/**
 * The notices of a flow file as sentences, for the Markdown copy of a page (compiled without the build's flow step):
 * the same words the picture lists under it.
 */
export function flowNoticeSentences(
  flow: {
    version: string;
    nodes: {
      node: string;
      label?: string | Record<string, string>;
      properties?: Record<string, string | number | boolean>;
    }[];
  },
  lang: string,
): string[] {
  return flow.nodes.flatMap((node) => {
    const entry = getNodeIn(node.node, lang, flow.version);
    const label = typeof node.label === 'string' ? node.label : (node.label?.[lang] ?? node.label?.en);
    // As the picture names a node the reader renamed: "Text: idea".
    const name = label
      ? fillText(textIn(siteTexts, 'diagram.renamedNode', lang), { name: entry.name, label })
      : entry.name;
    return flowNodeNotices(entry, node.properties).map((notice) => {
      const { before, after } = resolveNotice(notice, lang, flow.version);
      return `${before}${name}${after}`;
    });
  });
}

import { Link } from '@rspress/core/theme';
import { nodeRoute, nodesHome } from '../../config/editions';
import type { HistoryLine, NodeLink, PageNode } from '../../data/nodes/pageSlices';
import type { NodeLifecycle as Lifecycle } from '../../data/nodes/schema';
import { markdownLinker } from '../markdownCopy';
import { useEdition } from '../siteContext';
import { LifecycleNotice, lifecycleTexts } from './LifecycleNotice';
import styles from './NodeSummary.module.css';
import { gap, type NodeText, strongLabel, useNodeText } from './nodeText';
import { type NodePartProps, useDocsPrefix, useNodeOnPage } from './useNodePage';

type Text = NodeText;

/** The pages the node's facts were checked against, as Markdown or as links. */
function sourceLinks(node: PageNode, provider: string, t: Text): { text: string; url: string }[] {
  const docs = node.source?.docs ?? [];
  if (docs.length === 1 && !docs[0].mode)
    return [{ text: t('nodes.source.reference', { provider }), url: docs[0].url }];
  return docs.map((d) => ({ text: `${d.model ?? node.model ?? ''}${d.mode ? ` (${d.mode})` : ''}`, url: d.url }));
}

/** Deprecated or retired: the notice above everything else on the page, linking the replacement. */
function NodeLifecycle({
  node,
  provider,
  replacement,
  t,
}: {
  node: PageNode;
  provider: string;
  replacement?: NodeLink;
  t: Text;
}) {
  const prefix = useDocsPrefix();
  if (!node.lifecycle) return null;
  return (
    <LifecycleNotice
      lifecycle={node.lifecycle}
      provider={provider}
      replacement={replacement && { name: replacement.name, href: nodeRoute(prefix, replacement.id) }}
      t={t}
      link={Link}
    />
  );
}

/** Where the node's lifecycle status is stated, and when it was checked: with the node's other sources. */
function LifecycleSource({ lifecycle, provider, t }: { lifecycle: Lifecycle; provider: string; t: Text }) {
  const { source } = lifecycleTexts(t, lifecycle, provider);
  const on = t('nodes.source.on', { date: source.checked });
  return (
    <p className={styles.sources}>
      <strong>{t('nodes.lifecycle.sourceFact')}</strong>
      {t('nodes.colon')}
      <Link href={source.url}>{source.host}</Link>
      {gap('', on)}
      {on}
    </p>
  );
}

/** The node's lifecycle notice and source as Markdown lines, for the page's Markdown copy. */
function provenanceMarkdown(
  node: PageNode,
  provider: string,
  t: Text,
  prefix: string,
  link: (text: string, href: string) => string,
  replacement?: NodeLink,
) {
  const lines: string[] = [];
  if (node.lifecycle) {
    const { label, sentence, before, after, source } = lifecycleTexts(t, node.lifecycle, provider);
    const use = replacement
      ? `${gap(sentence, before)}${before}${link(replacement.name, nodeRoute(prefix, replacement.id))}${after}`
      : '';
    const last = replacement ? after : sentence;
    const cited = `${gap(last, source.before)}${source.before}${link(source.host, source.url)}${source.after}`;
    lines.push(`> ${strongLabel(label, gap(label, sentence))}${sentence}${use}${cited}`);
  }
  return lines;
}

/** One line of a node's history: "2026-11-27 · Changed: Upscale factor now goes up to 4." */
function historyLine(entry: HistoryLine, t: Text): string {
  const { what } = entry;
  const kind = entry.change === 'added' ? t('nodes.history.added') : t(`nodes.history.${entry.change}`);
  return what ? `${entry.date} · ${kind}${t('nodes.colon')}${what}` : `${entry.date} · ${kind}`;
}

/** The node's key facts at the top of its page: what it is, where it runs, which key, since when. */
export function NodeSummary(props: NodePartProps) {
  const { node, provider, categoryLabel, history, replacement } = useNodeOnPage(props);
  const prefix = useDocsPrefix();
  const t = useNodeText(props.nodeData);
  const checkedOn = node.source ? t('nodes.source.on', { date: node.source.checked }) : '';
  const { base } = useEdition();
  if (import.meta.env.SSG_MD) {
    const link = markdownLinker(base);
    const facts: [string, string][] = [
      [t('nodes.fact.id'), `\`${node.id}\``],
      [t('nodes.fact.category'), link(t(categoryLabel), `${nodesHome(prefix)}?category=${node.category}`)],
      [t('nodes.fact.kind'), t(`nodes.kind.${node.kind}`)],
      ...(node.provider !== 'none' ? [[t('nodes.fact.provider'), provider.name] as [string, string]] : []),
      ...(node.vendor ? [[t('nodes.fact.vendor'), node.vendor] as [string, string]] : []),
      ...(node.model ? [[t('nodes.fact.model'), `\`${node.model}\``] as [string, string]] : []),
      [
        t('nodes.fact.apiKey'),
        provider.keyAnchor ? link(provider.name, `${prefix}/guide/api-keys#${provider.keyAnchor}`) : t('nodes.noKey'),
      ],
      [t('nodes.fact.since'), node.since],
      ...(node.source
        ? [
            [
              t('nodes.fact.checked'),
              `${
                sourceLinks(node, provider.name, t)
                  .map((l) => link(l.text, l.url))
                  .join(', ') || t('nodes.source.noPage')
              }${gap('', checkedOn)}${checkedOn}`,
            ] as [string, string],
          ]
        : []),
    ];
    if (node.lifecycle) {
      const { source } = lifecycleTexts(t, node.lifecycle, provider.name);
      const on = t('nodes.source.on', { date: source.checked });
      facts.push([t('nodes.lifecycle.sourceFact'), `${link(source.host, source.url)}${gap('', on)}${on}`]);
    }
    const figures = node.figures.length
      ? `\n\n**${t('nodes.fact.figures')}**\n\n${node.figures.map((f) => `- ${f}`).join('\n')}`
      : '';
    const notice = provenanceMarkdown(node, provider.name, t, prefix, link, replacement).join('\n');
    const historyList = `\n\n**${t('nodes.history.title')}**\n\n${history
      .map((entry) => `- ${historyLine(entry, t)}`)
      .join('\n')}\n\n${link(t('nodes.history.full'), `${nodesHome(prefix)}changelog`)}`;
    const unconfirmed = node.source?.unconfirmed
      ? `\n\n${t('nodes.source.unconfirmed', { provider: provider.name, text: node.source.unconfirmed })}`
      : '';
    return `\n\n${notice ? `${notice}\n\n` : ''}${node.summary}\n\n${facts.map(([k, v]) => `- **${k}:** ${v}`).join('\n')}${unconfirmed}${figures}${historyList}\n\n`;
  }
  return (
    <section className={styles.summary} aria-label={node.name}>
      <NodeLifecycle node={node} provider={provider.name} replacement={replacement} t={t} />
      <p className={styles.lead}>{node.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('nodes.fact.id')}</dt>
          <dd>
            <code>{node.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('nodes.fact.category')}</dt>
          <dd>
            <Link href={`${nodesHome(prefix)}?category=${node.category}`}>{t(categoryLabel)}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('nodes.fact.kind')}</dt>
          <dd>{t(`nodes.kind.${node.kind}`)}</dd>
        </div>
        {node.provider !== 'none' && (
          <div>
            <dt>{t('nodes.fact.provider')}</dt>
            <dd>{provider.name}</dd>
          </div>
        )}
        {node.vendor && (
          <div>
            <dt>{t('nodes.fact.vendor')}</dt>
            <dd>{node.vendor}</dd>
          </div>
        )}
        {node.model && (
          <div>
            <dt>{t('nodes.fact.model')}</dt>
            <dd>
              <code>{node.model}</code>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('nodes.fact.apiKey')}</dt>
          <dd>
            {provider.keyAnchor ? (
              <Link href={`${prefix}/guide/api-keys#${provider.keyAnchor}`}>{provider.name}</Link>
            ) : (
              t('nodes.noKey')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('nodes.fact.since')}</dt>
          <dd>{node.since}</dd>
        </div>
      </dl>
      {/*
       * Where the facts come from, the figures and the history: complete, but folded, so the page's first section is
       * in the first screen. The Markdown copy writes them out.
       */}
      <details className={styles.more}>
        <summary>{t('nodes.more')}</summary>
        {node.source && (
          <p className={styles.sources}>
            <strong>{t('nodes.fact.checked')}</strong>
            {t('nodes.colon')}
            {node.source.docs.length === 0 && t('nodes.source.noPage')}
            {sourceLinks(node, provider.name, t).map((l, i) => (
              <span key={l.url}>
                {i > 0 && ', '}
                <Link href={l.url}>{l.text}</Link>
              </span>
            ))}
            {gap('', checkedOn)}
            {checkedOn}
          </p>
        )}
        {node.lifecycle && <LifecycleSource lifecycle={node.lifecycle} provider={provider.name} t={t} />}
        {node.source?.unconfirmed && (
          <p className={styles.unconfirmed}>
            {t('nodes.source.unconfirmed', { provider: provider.name, text: node.source.unconfirmed })}
          </p>
        )}
        {node.figures.length > 0 && (
          <div className={styles.figures}>
            <strong>{t('nodes.fact.figures')}</strong>
            <ul>
              {node.figures.map((figure) => (
                <li key={figure}>{figure}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.figures}>
          <strong>{t('nodes.history.title')}</strong>
          <ul>
            {history.map((entry) => (
              <li key={`${entry.date}-${entry.change}-${entry.what ?? ''}`}>{historyLine(entry, t)}</li>
            ))}
          </ul>
          <Link href={`${nodesHome(prefix)}changelog`}>{t('nodes.history.full')}</Link>
        </div>
      </details>
    </section>
  );
}

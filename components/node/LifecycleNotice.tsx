import type { ComponentType, ReactNode } from 'react';
import { lifecycleKind } from '../../data/nodes/lifecycleKind';
import type { NodeLifecycle } from '../../data/nodes/schema';
import styles from './NodeSummary.module.css';
import { gap, type NodeText } from './nodeText';

type Text = NodeText;

/** A text with one link in it, split where the link goes (`{{node}}` or `{{link}}` in the template). */
export function aroundLink(
  t: Text,
  key: 'nodes.lifecycle.useInstead' | 'nodes.lifecycle.source',
  values: Record<string, string> = {},
): [string, string] {
  const marker = '\u0000';
  const [before = '', after = ''] = t(key, { node: marker, link: marker, ...values }).split(marker);
  return [before, after];
}

/** The host a source URL names, as its link text: `platform.openai.com`. */
export const sourceHost = (url: string) => new URL(url).hostname.replace(/^www\./, '');

interface Props {
  lifecycle: NodeLifecycle;
  /** Who deprecated or retired the model: the node's provider. */
  provider: string;
  replacement?: { name: string; href: string };
  /** The node texts of the page's language (nodeText.ts). */
  t: Text;
  /** The link component (the theme's, for moving within the site). */
  link: ComponentType<{ href: string; children: ReactNode }>;
}

/**
 * The notice's texts: its label, what the provider did (or a third party reports), the words around the replacement's
 * link and around the source's.
 */
export function lifecycleTexts(t: Text, lifecycle: NodeLifecycle, provider: string) {
  const kind = lifecycleKind(lifecycle);
  const [before, after] = aroundLink(t, 'nodes.lifecycle.useInstead');
  const label = t(`nodes.lifecycle.label.${kind}`);
  const host = sourceHost(lifecycle.source.url);
  // A deprecation with a shutdown ahead says when the model stops: what a reader plans by.
  const { date = '', shutdown } = lifecycle;
  const sentence =
    kind === 'deprecated' && shutdown
      ? t('nodes.lifecycle.deprecatedShutdown', { shutdown, provider })
      : t(`nodes.lifecycle.${kind}`, { date, provider, source: host });
  const [sourceBefore, sourceAfter] = aroundLink(t, 'nodes.lifecycle.source');
  return {
    label,
    sentence,
    before,
    after,
    source: {
      before: sourceBefore,
      host,
      url: lifecycle.source.url,
      after: sourceAfter,
      checked: lifecycle.source.checked,
    },
  };
}

/** "Deprecated: fal announced on … that it is phasing this model out. Use … instead." at the top of a node's page. */
export function LifecycleNotice({ lifecycle, provider, replacement, t, link: Link }: Props) {
  const { label, sentence, before, after, source } = lifecycleTexts(t, lifecycle, provider);
  const last = replacement ? after : sentence;
  return (
    <p className={styles.lifecycle} role="note">
      <strong>{label}</strong>
      {gap(label, sentence)}
      {sentence}
      {replacement && (
        <>
          {gap(sentence, before)}
          {before}
          <Link href={replacement.href}>{replacement.name}</Link>
          {after}
        </>
      )}
      {gap(last, source.before)}
      {source.before}
      <a href={source.url}>{source.host}</a>
      {source.after}
    </p>
  );
}

import type { ComponentType, ReactNode } from 'react';
import type { NodeLifecycle } from '../../data/nodes/schema';
import styles from './NodeSummary.module.css';
import { gap, type NodeText } from './nodeText';

type Text = NodeText;

/** A text with one link in it, split where the link goes (`{{node}}` in the template). */
export function aroundLink(t: Text, key: 'nodes.lifecycle.useInstead'): [string, string] {
  const marker = '\u0000';
  const [before = '', after = ''] = t(key, { node: marker }).split(marker);
  return [before, after];
}

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

/** The notice's texts: its label, what the provider did, and the words around the replacement's link. */
export function lifecycleTexts(t: Text, lifecycle: NodeLifecycle, provider: string) {
  const [before, after] = aroundLink(t, 'nodes.lifecycle.useInstead');
  const label = t(`nodes.lifecycle.label.${lifecycle.status}`);
  const sentence = t(`nodes.lifecycle.${lifecycle.status}`, { date: lifecycle.date, provider });
  return { label, sentence, before, after };
}

/** "Deprecated: fal announced on … that it is phasing this model out. Use … instead." at the top of a node's page. */
export function LifecycleNotice({ lifecycle, provider, replacement, t, link: Link }: Props) {
  const { label, sentence, before, after } = lifecycleTexts(t, lifecycle, provider);
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
    </p>
  );
}

import type { ComponentType, ReactNode } from 'react';
import type { NodeLifecycle } from '../../data/nodes/schema';
import styles from './NodeSummary.module.css';
import { type NodeText, useNodeText } from './nodeText';

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
  /** The link component (the theme's, for moving within the site). */
  link: ComponentType<{ href: string; children: ReactNode }>;
}

/** "Deprecated on …: fal is phasing this model out. Use … instead." at the top of a node's page. */
export function LifecycleNotice({ lifecycle, provider, replacement, link: Link }: Props) {
  const t = useNodeText();
  const [before, after] = aroundLink(t, 'nodes.lifecycle.useInstead');
  const label = t(`nodes.lifecycle.label.${lifecycle.status}`);
  const sentence = t(`nodes.lifecycle.${lifecycle.status}`, { date: lifecycle.date, provider });
  return (
    <p className={styles.lifecycle} role="note">
      <strong>{label}</strong>
      {/* A full-width colon carries its own space. */}
      {label.endsWith('：') ? '' : ' '}
      {sentence}
      {replacement && (
        <>
          {/* A Chinese full stop ends the sentence without a space. */}
          {sentence.endsWith('。') ? '' : ' '}
          {before}
          <Link href={replacement.href}>{replacement.name}</Link>
          {after}
        </>
      )}
    </p>
  );
}

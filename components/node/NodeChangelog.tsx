import { Link } from '@rspress/core/theme';
import { nodeRoute } from '../../config/editions';
import type { HistoryChange } from '../../data/nodes/history';
import { markdownLinker } from '../markdownCopy';
import { useEdition } from '../siteContext';
import styles from './NodeChangelog.module.css';
import { useNodeText } from './nodeText';
import { type BuiltProps, useChangelog, useDocsPrefix } from './useNodePage';

type Lang = 'en' | 'zh';

const SECTIONS = [
  { key: 'changelog.added', kinds: ['added'] },
  { key: 'changelog.changed', kinds: ['changed'] },
  { key: 'changelog.deprecated', kinds: ['deprecated', 'retired'] },
  { key: 'changelog.removed', kinds: ['removed'] },
] as const;

/**
 * The node catalogue's changelog (data/nodes/history.ts), newest release first: for each, the nodes added, changed
 * (with what changed), deprecated or retired, and removed. Generated from the data, like each node page's History.
 */
export function NodeChangelog({ nodeData }: BuiltProps) {
  const t = useNodeText(nodeData);
  const { lang, base } = useEdition();
  const prefix = useDocsPrefix();
  const changelog = useChangelog(nodeData);
  const names = new Map(Object.entries(changelog.names));
  const releases = [...changelog.releases].reverse();
  const what = (c: HistoryChange) => (c.what ? (c.what[lang as Lang] ?? c.what.en) : '');
  const colon = t('nodes.colon');
  // Each release's non-empty sections, for the page and its Markdown copy alike.
  const shown = releases.map((release) => ({
    release,
    title: release.title[lang as Lang] ?? release.title.en,
    sections: SECTIONS.map(({ key, kinds }) => {
      const changes = release.changes.filter((c) => (kinds as readonly string[]).includes(c.change));
      // A list of names only (a release that adds many nodes) says how many in its heading.
      const onlyNames = changes.every((c) => !c.what);
      const count = onlyNames ? ` (${t('changelog.addedCount', { count: String(changes.length) })})` : '';
      return { key, changes, onlyNames, heading: `${t(key)}${count}` };
    }).filter((section) => section.changes.length > 0),
  }));

  if (import.meta.env.SSG_MD) {
    const markdownLink = markdownLinker(base);
    const link = (id: string) =>
      names.has(id) ? markdownLink(names.get(id) ?? id, nodeRoute(prefix, id)) : `\`${id}\``;
    return `\n\n${shown
      .map(({ release, title, sections }) => {
        const lists = sections.map(({ heading, changes }) => {
          const items = changes.map((c) => `- ${link(c.node)}${c.what ? `${colon}${what(c)}` : ''}`).join('\n');
          return `### ${heading}\n\n${items}`;
        });
        return `## ${release.date}${colon}${title}\n\n${lists.join('\n\n')}`;
      })
      .join('\n\n')}\n\n`;
  }

  return (
    <div className={styles.changelog}>
      {shown.map(({ release, title, sections }) => (
        <section key={release.date} aria-labelledby={`release-${release.date}`}>
          {/* rp-toc-include: the outline lists headings a component draws only when they carry it. */}
          <h2 id={`release-${release.date}`} className="rp-toc-include">
            <time dateTime={release.date}>{release.date}</time>
            {colon}
            {title}
          </h2>
          {sections.map(({ key, changes, onlyNames, heading }) => {
            return (
              <div key={key}>
                <h3>{heading}</h3>
                <ul className={onlyNames ? styles.names : undefined}>
                  {changes.map((c) => (
                    <li key={`${c.node}-${c.change}`}>
                      {names.has(c.node) ? (
                        <Link href={nodeRoute(prefix, c.node)}>{names.get(c.node)}</Link>
                      ) : (
                        <code>{c.node}</code>
                      )}
                      {c.what && `${colon}${what(c)}`}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}

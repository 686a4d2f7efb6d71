import { markdownLink } from '@components/markdownCopy';
import { useEdition, useSiteText } from '@components/siteContext';
import { useI18n, usePageData, useSidebar } from '@rspress/core/runtime';
import { type Overview as BasicOverview, FallbackHeading, OverviewGroup } from '@rspress/core/theme-original';
import { type ComponentProps, useId, useMemo, useState } from 'react';
import { overviewPages } from '../overview/headers';
import { filterGroups, overviewGroups } from '../overview/overviewGroups';
import './Overview.css';

type Group = NonNullable<ComponentProps<typeof BasicOverview>['groups']>[number];

/** The overview's groups as Markdown, every link absolute (components/markdownCopy.ts). */
export function overviewMarkdown(groups: Group[], base: string): string {
  const lines: string[] = [];
  for (const group of groups) {
    if (group.name) lines.push(`## ${group.name}`, '');
    for (const item of group.items) {
      lines.push(`### ${item.link ? markdownLink(item.text, item.link, { base }) : `**${item.text}**`}`, '');
      const entries = [
        ...(item.headers ?? []).map((h) =>
          item.link ? markdownLink(h.text, `${item.link}#${h.id}`, { base }) : h.text,
        ),
        ...(item.items ?? []).map((sub) => (sub.link ? markdownLink(sub.text, sub.link, { base }) : sub.text)),
      ];
      if (entries.length) lines.push(...entries.map((entry) => `- ${entry}`), '');
    }
  }
  return `\n\n${lines.join('\n')}\n`;
}

/**
 * The overview page, drawn from the original's parts (its heading, `OverviewGroup`, its filter's classes and
 * texts) in another order: the page's own text first, then the filter right above the groups it filters (the original
 * puts the filter under the title and focuses it, 4,000 px above the groups on the guide's Welcome page). Groups
 * are computed here, ungrouped pages under "Others" and each node category a group of its own (overviewGroups.ts).
 * In the Markdown copy the original writes the groups only, without the page's own text and with links relative to
 * the site: here the copy is the title, the page's text, then the groups with absolute links.
 */
export function Overview(props: ComponentProps<typeof BasicOverview>) {
  const { page } = usePageData();
  const sidebar = useSidebar();
  const t = useSiteText();
  const rspressText = useI18n();
  const filterId = useId();
  const [query, setQuery] = useState('');
  const depths = props.overviewHeaders ?? (page.frontmatter?.overviewHeaders as number[] | undefined);
  const groups = useMemo(
    () =>
      props.groups ??
      overviewGroups(sidebar, overviewPages(page.routePath), page.routePath, {
        othersName: t('overview.others'),
        depths,
      }),
    [props.groups, sidebar, page.routePath, t, depths],
  );
  const filtered = useMemo(() => filterGroups(groups, query), [groups, query]);
  const { base } = useEdition();
  const title = page.title || 'Overview';
  if (import.meta.env.SSG_MD) {
    return (
      <>
        <FallbackHeading level={1} title={title} />
        {props.content}
        {overviewMarkdown(groups, base)}
      </>
    );
  }
  return (
    <div className="rspress-doc rp-doc rspress-overview rp-overview">
      <FallbackHeading level={1} title={title} />
      {props.content}
      <div className="rp-overview-search pb-overview-filter">
        <label htmlFor={filterId} className="rp-overview-search__label">
          {rspressText('overview.filterNameText')}
        </label>
        <input
          id={filterId}
          type="search"
          placeholder={rspressText('overview.filterPlaceholderText')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="rp-overview-search__input"
        />
      </div>
      {filtered.length > 0 ? (
        filtered.map((group) => <OverviewGroup key={group.name} group={group} />)
      ) : (
        <div className="rp-overview__empty">{`${rspressText('overview.filterNoResultText')}: ${query}`}</div>
      )}
    </div>
  );
}

import { markdownLink } from '@components/markdownCopy';
import { useEdition, useSiteText } from '@components/siteContext';
import { usePageData, useSidebar } from '@rspress/core/runtime';
import { Overview as BasicOverview, FallbackHeading } from '@rspress/core/theme-original';
import { type ComponentProps, useMemo } from 'react';
import { overviewPages } from '../overview/headers';
import { overviewGroups } from '../overview/overviewGroups';

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
 * The original overview, given groups in which ungrouped pages are listed under "Others". In the Markdown copy the
 * original writes the groups only, without the page's own text (the Welcome page lost all its prose) and with links
 * relative to the site: here the copy is the title, the page's text, then the groups with absolute links.
 */
export function Overview(props: ComponentProps<typeof BasicOverview>) {
  const { page } = usePageData();
  const sidebar = useSidebar();
  const t = useSiteText();
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
  const { base } = useEdition();
  if (import.meta.env.SSG_MD) {
    return (
      <>
        <FallbackHeading level={1} title={page.title || 'Overview'} />
        {props.content}
        {overviewMarkdown(groups, base)}
      </>
    );
  }
  return <BasicOverview {...props} groups={groups} />;
}

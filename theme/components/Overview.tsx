import { useSiteText } from '@components/siteContext';
import { usePageData, useSidebar } from '@rspress/core/runtime';
import { Overview as BasicOverview } from '@rspress/core/theme-original';
import { type ComponentProps, useMemo } from 'react';
import { overviewGroups } from '../overview/overviewGroups';

/** The original overview, given groups in which ungrouped pages are listed under "Others". */
export function Overview(props: ComponentProps<typeof BasicOverview>) {
  const { siteData, page } = usePageData();
  const sidebar = useSidebar();
  const t = useSiteText();
  const depths = props.overviewHeaders ?? (page.frontmatter?.overviewHeaders as number[] | undefined);
  const groups = useMemo(
    () =>
      props.groups ??
      overviewGroups(sidebar, siteData.pages, page.routePath, { othersName: t('overview.others'), depths }),
    [props.groups, sidebar, siteData.pages, page.routePath, t, depths],
  );
  return <BasicOverview {...props} groups={groups} />;
}

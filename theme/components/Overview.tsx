import { useI18n, usePageData, useSidebar } from '@rspress/core/runtime';
import { Overview as BasicOverview } from '@rspress/core/theme-original';
import { type ComponentProps, useMemo } from 'react';
import type siteTexts from '../../i18n.json';
import { overviewGroups } from '../overview/overviewGroups';

/** The original overview, given groups in which ungrouped pages are listed under "Others". */
export function Overview(props: ComponentProps<typeof BasicOverview>) {
  const { siteData, page } = usePageData();
  const sidebar = useSidebar();
  const t = useI18n<typeof siteTexts>();
  const depths = props.overviewHeaders ?? (page.frontmatter?.overviewHeaders as number[] | undefined);
  const groups = useMemo(
    () =>
      props.groups ??
      overviewGroups(sidebar, siteData.pages, page.routePath, { othersName: t('overview.others'), depths }),
    [props.groups, sidebar, siteData.pages, page.routePath, t, depths],
  );
  return <BasicOverview {...props} groups={groups} />;
}

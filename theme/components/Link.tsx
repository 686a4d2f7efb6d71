import { usePageData } from '@rspress/core/runtime';
import { Link as BasicLink, type LinkProps } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { normalizeRoute, switchTarget } from '../../config/switching';

/**
 * The original link, except that a link to a page missing from this site (the language and version menus
 * build theirs from the current path) leads to the same page in the target edition or the nearest page there
 * (config/switching.ts). The menus use this Link, so the right target is in the HTML.
 */
export function Link(props: LinkProps) {
  const { siteData, page } = usePageData();
  const routes = useMemo(() => new Set(siteData.pages.map((p) => normalizeRoute(p.routePath))), [siteData.pages]);
  const href = props.href === undefined ? undefined : switchTarget(props.href, page.routePath, (r) => routes.has(r));
  return <BasicLink {...props} href={href} />;
}

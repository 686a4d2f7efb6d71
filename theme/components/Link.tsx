import { markdownUrl } from '@components/markdownCopy';
import { useEdition } from '@components/siteContext';
import { usePageData, withBase } from '@rspress/core/runtime';
import { Link as BasicLink, type LinkProps } from '@rspress/core/theme-original';
import { type MouseEvent, useMemo, useRef } from 'react';
import { switchTarget } from '../../config/switching';
import { guardedTransition } from '../navigation/guardedTransition';
import { inOtherEdition, siteHasRoute } from '../siteRoutes';

/**
 * The original link (the menus, the sidebar, content and the theme's own pages all use it), with five fixes:
 * - a link to a page missing from this site (the language and version menus build theirs from the current path)
 *   leads to the same page in the target edition or the nearest page there (config/switching.ts), so the right
 *   target is in the HTML;
 * - following it runs in a transition that opens the target as a whole document when its code cannot load (a tab
 *   left open across a deploy), instead of leaving a white page (navigation/guardedTransition.ts);
 * - a link hidden from assistive technology (the heading anchors) is also kept out of the tab order (WCAG 4.1.2);
 * - an aria-label that does not contain the visible text (the 404 page's "go to home" on "Take me home") is
 *   dropped, so the visible text is the name (WCAG 2.5.3);
 * - a link to a page of another edition, whose routes this page's router does not hold, loads that page as a document.
 * In the Markdown copy of a page it is a plain link to an absolute URL (components/markdownCopy.ts): the copy is read
 * away from the site.
 */
export function Link(props: LinkProps) {
  const { page } = usePageData();
  const { base } = useEdition();
  const href = props.href === undefined ? undefined : switchTarget(props.href, page.routePath, siteHasRoute);
  const followed = useRef<string>(undefined);
  const { onClick, startTransition: ownTransition } = props;
  const startTransition = useMemo(() => guardedTransition(() => followed.current, ownTransition), [ownTransition]);
  const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
  const label = props['aria-label'];
  const labelMisses =
    typeof label === 'string' &&
    typeof props.children === 'string' &&
    !label.toLowerCase().includes(props.children.trim().toLowerCase());
  if (import.meta.env.SSG_MD && href !== undefined) {
    return <a href={markdownUrl(href, { base, page: page.routePath })}>{props.children}</a>;
  }
  if (href?.startsWith('/') && !href.startsWith('//') && inOtherEdition(href, page.routePath)) {
    // Another edition's page is not in this page's router (plugins/editionData/): the browser loads it as a
    // document. The original's markup, without its client-side navigation.
    const { startTransition: _transition, className, ...anchor } = props;
    return (
      <a
        {...anchor}
        href={withBase(href)}
        className={className ? `${className} rp-link` : 'rp-link'}
        tabIndex={hidden ? -1 : props.tabIndex}
        aria-label={labelMisses ? undefined : label}
      />
    );
  }
  return (
    <BasicLink
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // The document URL the link leads to (with the base path), read before the original navigates.
        followed.current = event.currentTarget.href;
        onClick?.(event);
      }}
      startTransition={startTransition}
      tabIndex={hidden ? -1 : props.tabIndex}
      aria-label={labelMisses ? undefined : label}
    />
  );
}

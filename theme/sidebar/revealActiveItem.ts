import { useEffect } from 'react';

/** The phone sidebar is a drawer, and `display: none` while closed (theme/index.css). */
export const SIDEBAR_SELECTOR = 'aside.rp-doc-layout__sidebar';
export const SIDEBAR_OPEN_CLASS = 'rp-doc-layout__sidebar--open';
const ACTIVE_ITEM_SELECTOR = '.rp-sidebar-item--active';

/** Scrolls the drawer so its current-page item sits in the middle (or as near as the list allows). */
export function centreActiveItem(sidebar: HTMLElement): void {
  const item = sidebar.querySelector<HTMLElement>(ACTIVE_ITEM_SELECTOR);
  if (!item) return;
  const box = sidebar.getBoundingClientRect();
  const target = item.getBoundingClientRect();
  const offset = target.top - box.top - (sidebar.clientHeight - target.height) / 2;
  sidebar.scrollTop = Math.max(0, sidebar.scrollTop + offset);
}

/**
 * Centres the current page in the sidebar each time the drawer opens. Rspress scrolls the active item into view
 * once, when the page renders; a closed drawer has no layout, so that first scroll cannot place it (and no longer
 * costs a forced layout on every phone page load). Returns the disconnect function.
 */
export function revealActiveItemOnOpen(sidebar: HTMLElement): () => void {
  const observer = new MutationObserver((records) => {
    const opened = records.some(
      (r) => !r.oldValue?.split(/\s+/).includes(SIDEBAR_OPEN_CLASS) && sidebar.classList.contains(SIDEBAR_OPEN_CLASS),
    );
    if (opened) centreActiveItem(sidebar);
  });
  observer.observe(sidebar, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  return () => observer.disconnect();
}

/** Centres the current page in the phone sidebar each time it opens (the layout's sidebar, found once mounted). */
export function useRevealActiveSidebarItem(): void {
  useEffect(() => {
    const sidebar = document.querySelector<HTMLElement>(SIDEBAR_SELECTOR);
    return sidebar ? revealActiveItemOnOpen(sidebar) : undefined;
  }, []);
}

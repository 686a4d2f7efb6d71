import { useSiteText } from '@components/siteContext';
import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * Landmarks the original layouts leave out (axe's landmark rules): the home and 404 pages have their `<main>` in their
 * own layouts (home/HomeLayout.tsx, NotFound.tsx), and the
 * doc layout's two `<aside>`s (sidebar and outline) are complementary landmarks without names, which screen readers
 * list as two identical "complementary" regions.
 */

/**
 * Rspress portals the phone menu into this container (a static element of its page template), outside every landmark;
 * while it holds the menu, it is the menu's navigation landmark.
 */
const MODAL_CONTAINER = '__rspress_modal_container';

/** The doc layout's asides, by class, with the name each gets. */
const ASIDES = [
  ['.rp-doc-layout__sidebar', 'landmark.sidebar'],
  ['.rp-doc-layout__outline', 'landmark.outline'],
] as const;

/**
 * Names the doc layout's two asides, and the phone menu's container while the menu is open. They are the original
 * layout's and page template's own elements with no prop for it, so they are labelled once they are in the page, on
 * every page change (the layout may have mounted new ones). React never sets these attributes, so it does not undo
 * them.
 */
export function useLandmarkNames(): void {
  const text = useSiteText();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page may bring new asides
  useLayoutEffect(() => {
    for (const [selector, key] of ASIDES) {
      const label = text(key);
      for (const aside of document.querySelectorAll<HTMLElement>(`aside${selector}`)) {
        aside.setAttribute('aria-label', label);
      }
    }
  }, [pathname, text]);

  useLayoutEffect(() => {
    const container = document.getElementById(MODAL_CONTAINER);
    if (!container) return;
    const mark = () => {
      const open = container.childElementCount > 0;
      if (open) {
        container.setAttribute('role', 'navigation');
        container.setAttribute('aria-label', text('landmark.menu'));
      } else {
        container.removeAttribute('role');
        container.removeAttribute('aria-label');
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(container, { childList: true });
    return () => observer.disconnect();
  }, [text]);
}

/**
 * The navbar's phone menu button (up to 768 px it opens the full-screen nav) as a screen reader should meet it: named
 * "Site menu" in the page's language instead of the original's "mobile hamburger" (the sidebar's own button beside it
 * is "Menu"), and saying whether the nav is open (`aria-expanded`, following the original's active class, its only
 * sign of the state). React never sets these attributes after the first render, so it does not undo them.
 */
export function usePhoneMenuButton(): void {
  const text = useSiteText();
  const name = text('menu.site');
  useLayoutEffect(() => {
    const button = document.querySelector<HTMLButtonElement>('.rp-nav-hamburger__sm');
    if (!button) return;
    const sync = () => {
      button.setAttribute('aria-label', name);
      button.setAttribute('aria-expanded', String(button.classList.contains('rp-nav-hamburger--active')));
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(button, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [name]);
}

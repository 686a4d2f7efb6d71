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
 * Rspress portals the phone menu into this container (a static element of its page template), outside every landmark.
 * The sidebar drawer's mask is portaled here too, and holds no link.
 */
const MODAL_CONTAINER = '__rspress_modal_container';

/** The doc layout's asides, by class, with the name each gets. */
const ASIDES = [
  ['.rp-doc-layout__sidebar', 'landmark.sidebar'],
  ['.rp-doc-layout__outline', 'landmark.outline'],
] as const;

/**
 * Names the doc layout's two asides, and makes the open phone menu a navigation landmark named like the button that
 * opens it ("Site menu"). They are the original layout's and page template's own elements with no prop for it, so
 * they are labelled once they are in the page, on every page change (the layout may have mounted new ones). React
 * never sets these attributes, so it does not undo them.
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
    // The landmark is the menu's own full-screen element, not the container: the container has no height (the menu
    // is fixed), so a screen reader would outline an empty strip at the page's end. Only the child with links is the
    // menu; the mask of the sidebar drawer is not a navigation. A closed menu leaves with its element.
    const mark = () => {
      for (const child of container.children) {
        if (!child.querySelector('a[href]')) continue;
        child.setAttribute('role', 'navigation');
        child.setAttribute('aria-label', text('menu.site'));
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

/**
 * The two hooks above, in a component that renders nothing: it sits inside the layout's edition context, so the
 * names are in the page's language (called in the layout itself, they read the context's default, English).
 */
export function LandmarkNames(): null {
  useLandmarkNames();
  usePhoneMenuButton();
  return null;
}

import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffectAfterHydration } from './hydration';

/**
 * Rspress's scroll reset (the layout calls it), minus its first run: a new page starts at its top unless the
 * address has a `#hash`, but the page a reader opened stays where the browser put it. The original scrolled to
 * the top on hydration, which threw away a reload's restored position and jumped a reader who had started
 * scrolling on a slow phone back to the top, sometimes between the press and the release of a click.
 */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  useLayoutEffectAfterHydration(() => {
    if (window.location.hash.length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Rspress's scroll to the `#hash` target after moving to a page (the page content calls it), minus its first run:
 * on the page a reader opened, the browser has already scrolled to the target (honouring `scroll-padding-top`).
 */
export function useScrollAfterNav(): void {
  const location = useLocation();
  useLayoutEffectAfterHydration(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [location]);
}

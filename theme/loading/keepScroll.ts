import { useInsertionEffect, useLayoutEffect } from 'react';
import { isHydrated } from './hydration';

let opened: { x: number; y: number } | undefined;

/**
 * Hydration leaves the page where the browser and the reader put it. Rspress's scroll reset (the layout) and its
 * scroll to the `#hash` target (the page content) also run in the commit that hydrates the server-rendered page:
 * they threw away a reload's restored position and jumped a reader who had started scrolling on a slow phone back
 * to the top, sometimes between the press and the release of a click. The site's layout calls this hook: its
 * insertion effect runs before any layout effect of that commit and notes the position, and its layout effect runs
 * after theirs (a parent's after its children's) and puts the page back, before anything is painted. Later commits
 * (moving to another page) are left to the originals: a new page starts at its top or at its `#hash` target.
 */
export function useKeepOpenedScroll(): void {
  useInsertionEffect(() => {
    if (!isHydrated()) opened = { x: window.scrollX, y: window.scrollY };
  }, []);
  useLayoutEffect(() => {
    if (opened === undefined) return;
    const { x, y } = opened;
    opened = undefined;
    if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
  }, []);
}

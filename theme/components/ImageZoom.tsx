import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './ImageZoom.css';

/** The doc images the zoom handles (the `.rspress-doc` content wrapper is in theme/RSPRESS_INTERNALS.md). */
const IMAGES = '.rspress-doc img';

/**
 * Doc images zoom on a click and close on a click, Escape, a resize or a scroll of more than 40 px
 * (medium-zoom's defaults), as Rspress's built-in zoom does (`mediumZoom: false` in
 * rspress.config.ts turns that one off): the same library, loaded only on a page that has images, so the other pages'
 * first load does not carry it. A global UI component, so embed mode's `?globalUIComponents=0` leaves it out too.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page (pathname) has other images to attach to.
  useEffect(() => {
    let zoom: Zoom | undefined;
    let left = false;
    // After the new page's content is in the document.
    const timeout = setTimeout(async () => {
      const images = document.querySelectorAll<HTMLImageElement>(IMAGES);
      if (images.length === 0) return;
      const { default: mediumZoom } = await import(/* webpackChunkName: "image-zoom" */ 'medium-zoom');
      if (!left) zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
    }, 100);
    return () => {
      left = true;
      clearTimeout(timeout);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}

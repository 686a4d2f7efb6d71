import { useEffect } from 'react';

/**
 * Heading anchors and outline links scroll smoothly. Rspress follows `#id` links with a plain jump
 * and updates the URL hash; while one is followed, <html> scrolls smoothly, and then goes back to jumping so that
 * moving to another page starts at its top at once. Readers who ask for reduced motion keep the jump.
 */
export function useSmoothAnchors(): void {
  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      root.style.removeProperty('scroll-behavior');
      window.removeEventListener('scrollend', reset);
      clearTimeout(timer);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      root.style.scrollBehavior = 'smooth';
      window.addEventListener('scrollend', reset);
      clearTimeout(timer);
      timer = setTimeout(reset, 2000);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      reset();
    };
  }, []);
}

import { useSiteText } from '@components/siteContext';
import { IconScrollToTop, SvgWrapper } from '@rspress/core/theme-original';
import { useReadPercent } from './ReadPercent';

/** How far down the page the button appears, as the theme's own did. */
const SHOWN_FROM_PX = 100;

/**
 * "Back to top" at the foot of the outline, in OutlineFoot (the theme's own is
 * switched off with `enableScrollToTop: false`: it read the scroll through a hook that sets state in a layout
 * effect right after hydration). It reads the scroll position from the reading ring's listener.
 */
export function BackToTop() {
  const t = useSiteText();
  const [, scrollTop] = useReadPercent();
  if (scrollTop < SHOWN_FROM_PX) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className="rp-outline__action-row" onClick={toTop}>
      <SvgWrapper icon={IconScrollToTop} width="16" height="16" />
      <span>{t('outline.backToTop')}</span>
    </button>
  );
}

import { useSiteText } from '@components/siteContext';
import { NavHamburger as BasicNavHamburger } from '@rspress/core/theme-original';
import { type ComponentProps, useEffect, useRef } from 'react';
import styles from './NavHamburger.module.css';

/**
 * The original navbar menu buttons, with a name and a state a screen reader can tell. The phone's button (up to 768 px,
 * it opens the full-screen nav) is named "Site menu" in the page's language instead of "mobile hamburger" (the sidebar's
 * own button beside it is "Menu"), and says whether
 * the nav is open (`aria-expanded`, following the original's active class, its only sign of the state). The tablet
 * menu's button renders nothing inside it (useHoverGroup.tsx) and stays hidden: the navbar shows the language and
 * version menus itself from 769 px (index.css), so no links sit inside a `<button>`.
 */
export function NavHamburger(props: ComponentProps<typeof BasicNavHamburger>) {
  const t = useSiteText();
  const name = t('menu.site');
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const button = wrapper.current?.querySelector<HTMLButtonElement>('.rp-nav-hamburger__sm');
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
  return (
    <span ref={wrapper} className={styles.contents}>
      <BasicNavHamburger {...props} />
    </span>
  );
}

import { useSiteText } from '@components/siteContext';
import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { type MouseEvent, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import iconButton from './SocialLinks.module.css';
import styles from './ThemeToggle.module.css';

/** The new theme grows as a circle from the pressed button (a View Transition), unless the reader asks for less motion. */
function revealFrom(event: MouseEvent<HTMLButtonElement>, switchTheme: () => void): void {
  const canAnimate =
    typeof document.startViewTransition === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!canAnimate) {
    switchTheme();
    return;
  }
  // A key press has no pointer position: grow from the button's centre.
  const box = event.currentTarget.getBoundingClientRect();
  const x = event.clientX || box.left + box.width / 2;
  const y = event.clientY || box.top + box.height / 2;
  const radius = Math.hypot(Math.max(x, window.innerWidth - x), Math.max(y, window.innerHeight - y));
  const transition = document.startViewTransition(() => flushSync(switchTheme));
  transition.ready
    .then(() =>
      document.documentElement.animate(
        { clipPath: [`circle(0 at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
        { duration: 400, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
      ),
    )
    .catch(() => {
      // The browser skipped the transition (another one started); the theme has switched all the same.
    });
}

/**
 * The theme toggle: a button at the right end of the navbar at every width, in the layout's `afterNavMenu` slot. The
 * theme's own (a clickable `div` a keyboard cannot reach) is left out with `darkMode: false`, which also leaves out
 * Rspress's theme script: the site's head script (theme/headScript.ts) and theme state (appearance/) show and keep
 * the reader's choice. Its name says which theme it switches to.
 */
export function ThemeToggle() {
  const t = useSiteText();
  const { theme, setTheme } = useContext(ThemeContext);
  // The server cannot know the reader's theme, and hydration keeps server attributes as they are, so the name
  // follows the theme only after mounting. Which icon shows follows <html class="dark"> in CSS from the first paint.
  const [dark, setDark] = useState(false);
  useEffect(() => setDark(theme === 'dark'), [theme]);
  return (
    <button
      type="button"
      className={`${iconButton.item} ${styles.toggle}`}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      onClick={(event) => revealFrom(event, () => setTheme?.(theme === 'dark' ? 'light' : 'dark'))}
    >
      <SvgWrapper className={styles.sun} icon={IconSun} width="18" height="18" fill="currentColor" />
      <SvgWrapper className={styles.moon} icon={IconMoon} width="18" height="18" fill="currentColor" />
    </button>
  );
}

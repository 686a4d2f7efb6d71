import { useSiteText } from '@components/siteContext';
import { ThemeContext } from '@rspress/core/runtime';
import { SwitchAppearance as BasicSwitchAppearance } from '@rspress/core/theme-original';
import { type KeyboardEvent, useContext, useEffect, useRef, useState } from 'react';
import styles from './SwitchAppearance.module.css';

type Props = Parameters<typeof BasicSwitchAppearance>[0];

/**
 * The original theme toggle (a clickable `div` with the sun and moon icons and the circular reveal), made a
 * button for keyboards and screen readers: it is focusable, says which theme it switches to, and Enter or Space
 * press the original.
 */
export function SwitchAppearance(props: Props) {
  const t = useSiteText();
  const { theme } = useContext(ThemeContext);
  // The server cannot know the reader's theme, and hydration keeps server attributes as they are, so the name
  // follows the theme only after mounting.
  const [dark, setDark] = useState(false);
  useEffect(() => setDark(theme === 'dark'), [theme]);
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    ref.current?.querySelector<HTMLElement>('.rp-switch-appearance')?.click();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> cannot hold the original's <div>.
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      className={styles.toggle}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      onKeyDown={onKeyDown}
    >
      <BasicSwitchAppearance {...props} />
    </div>
  );
}

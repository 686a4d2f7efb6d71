import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStored } from '../storage';
import { APPEARANCE_KEY, choiceFor, parseChoice, resolveTheme, type Theme } from './appearance';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Shows a theme the way the head script does; transitions are held for the frame of the switch, as Rspress does. */
function showTheme(theme: Theme): void {
  const root = document.documentElement;
  const dark = theme === 'dark';
  const changed = root.classList.contains('dark') !== dark;
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = theme;
  if (!changed) return;
  root.classList.add('rp-theme-switching');
  requestAnimationFrame(() => root.classList.remove('rp-theme-switching'));
}

function useSystemDark(): boolean {
  // Only the client calls this hook (the app's root state); the server renders the default theme.
  const [dark, setDark] = useState(() => window.matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/**
 * The theme state the app holds (Rspress's ClientApp calls `useThemeState` through `@rspress/core/theme`), written
 * here instead of wrapped because the original reads and writes storage without a guard: with site data blocked
 * its first effect threw and React unmounted the page. Storage goes through theme/storage.ts, so a blocked or full
 * storage leaves the theme following the system and the toggle working for the visit.
 *
 * The head script has shown the reader's theme before the first paint. The stored choice reaches this state in a
 * passive effect after hydration (the first render must match the server's), so the hydrating commit does not touch
 * <html>: showing the state's not-yet-read theme there flashed the system's theme for a few frames.
 */
export function useThemeState(): [Theme, (theme: Theme) => void] {
  const [stored, setStored] = useStored(APPEARANCE_KEY);
  const systemDark = useSystemDark();
  const theme = resolveTheme(parseChoice(stored), systemDark);
  const hydrating = useRef(true);
  useLayoutEffect(() => {
    if (hydrating.current) {
      hydrating.current = false;
      return;
    }
    showTheme(theme);
  }, [theme]);
  const setTheme = useCallback(
    (next: Theme) => {
      setStored(choiceFor(next, systemDark));
      showTheme(next);
    },
    [systemDark, setStored],
  );
  return [theme, setTheme];
}

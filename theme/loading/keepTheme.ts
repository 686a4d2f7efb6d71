import { useThemeState as useBasicThemeState } from '@rspress/core/theme-original';
import { useLayoutEffect, useState } from 'react';

/** Shows the dark or the light theme the way Rspress's inline head script and its theme state do. */
function showTheme(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Rspress's theme state (the app calls it through `@rspress/core/theme`), without its flash of the wrong theme.
 * Before any script of the site runs, the inline head script shows the reader's stored choice. The original state
 * starts from the default ("auto", the system's theme) so that hydration matches the server, reads the stored
 * choice in a passive effect, and meanwhile its layout effect shows the system's theme: a reader who chose dark on
 * a light system saw light frames on every page load until the stored choice was read. Here the theme the head
 * script showed is shown again in the same commit, before the browser paints; the original then reads the
 * stored choice, which agrees with it.
 */
export function useThemeState(): ReturnType<typeof useBasicThemeState> {
  // The first client render runs after the head script; the server never calls this hook.
  const [darkBeforeHydration] = useState(() => document.documentElement.classList.contains('dark'));
  const state = useBasicThemeState();
  // Declared after the original's layout effect, so it runs after it in the hydrating commit.
  useLayoutEffect(() => showTheme(darkBeforeHydration), [darkBeforeHydration]);
  return state;
}

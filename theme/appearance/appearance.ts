/**
 * The reader's theme: stored as light, dark or auto under Rspress's key; anything else means auto, and
 * auto follows the system. The inline head script shows it before the first paint; useThemeState keeps it after.
 */
export const APPEARANCE_KEY = 'rspress-theme-appearance';

export type ThemeChoice = 'light' | 'dark' | 'auto';
export type Theme = 'light' | 'dark';

/** A stored value as a choice: only the three valid values count, anything else (or nothing) is auto. */
export function parseChoice(stored: string | null): ThemeChoice {
  return stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : 'auto';
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'auto') return systemDark ? 'dark' : 'light';
  return choice;
}

/** What to store when the reader picks `theme`: picking what the system shows goes back to following it. */
export function choiceFor(theme: Theme, systemDark: boolean): ThemeChoice {
  return theme === (systemDark ? 'dark' : 'light') ? 'auto' : theme;
}

/**
 * Part of the inline head script (theme/headScript.ts), in place of Rspress's own theme script, which reads
 * storage without a guard: with site data blocked it threw before marking the page, so a dark-system reader saw
 * the light theme. Here a storage that throws counts as nothing stored. The classes and colour scheme are the
 * ones Rspress's theme sets.
 */
export const THEME_HEAD_SCRIPT = `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(APPEARANCE_KEY)})}catch(e){}var c=s==='light'||s==='dark'||s==='auto'?s:'auto',k=c==='auto'?matchMedia('(prefers-color-scheme: dark)').matches:c==='dark',d=document.documentElement;d.classList.toggle('dark',k);d.classList.toggle('rp-dark',k);d.style.colorScheme=k?'dark':'light'})();`;

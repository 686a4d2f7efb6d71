/**
 * The one inline script in every page's <head>. Before the first paint it moves a first visit to the reader's
 * language (localeRedirect.ts) and marks <html> with what the URL and local storage ask for, so nothing flashes:
 * the theme (appearance/appearance.ts, in place of Rspress's script), embed mode (embed/embed.ts) and a collapsed
 * outline (outline/outlineState.ts). Every part reads storage inside a try, so blocked or full storage changes
 * nothing but what is remembered.
 */
import { THEME_HEAD_SCRIPT } from './appearance/appearance';
import { EMBED_HEAD_SCRIPT } from './embed/embed';
import { type LocaleRedirectSite, localeRedirectScript } from './localeRedirect';
import { OUTLINE_HEAD_SCRIPT } from './outline/outlineState';

export function headScript(site: LocaleRedirectSite): string {
  return `${localeRedirectScript(site)}${THEME_HEAD_SCRIPT}${EMBED_HEAD_SCRIPT}${OUTLINE_HEAD_SCRIPT}`;
}

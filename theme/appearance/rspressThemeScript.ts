import { APPEARANCE_KEY } from './appearance';

/** The shape of an Rsbuild HTML tag, as `html.tags` handlers receive it. */
export interface HtmlTag {
  tag: string;
  children?: string;
  attrs?: Record<string, string | boolean | null | undefined>;
}

/**
 * An Rsbuild `html.tags` handler that removes Rspress's inline theme script from every page: it reads local storage
 * without a guard, so with site data blocked it threw before showing any theme. The head script
 * (theme/headScript.ts) does its work instead. Rspress offers no option to leave it out (only `force-light` does, and
 * that drops the toggle), so it is found by the storage key it reads; if a release changes the script, the build
 * stops here rather than shipping both.
 */
export function withoutRspressThemeScript<T extends HtmlTag>(tags: T[]): T[] {
  const isThemeScript = (tag: T) =>
    tag.tag === 'script' && typeof tag.children === 'string' && tag.children.includes(APPEARANCE_KEY);
  if (!tags.some(isThemeScript)) {
    throw new Error(
      `[patchbay:theme] Rspress's inline theme script (the one reading "${APPEARANCE_KEY}") was not found among the page's head tags; ` +
        'check theme/appearance/rspressThemeScript.ts against the installed @rspress/core.',
    );
  }
  return tags.filter((tag) => !isThemeScript(tag));
}

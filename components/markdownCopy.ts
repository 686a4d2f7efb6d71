import { useCallback } from 'react';
import { markdownLink, markdownUrl } from './markdownUrl';
import { useAssetUrl, useEdition } from './siteContext';

/*
 * Rspress renders every page a second time into Markdown for llms.txt and "Copy Markdown". There a component
 * returns Markdown text instead of markup (`if (import.meta.env.SSG_MD) …`): an SVG diagram becomes its title and
 * description, a list of facts a list, where the HTML-to-Markdown step would otherwise run their texts together.
 * Components test `import.meta.env.SSG_MD` itself: the bundler replaces it in each module, so the browser's scripts
 * leave out the Markdown branches and what only they use (an imported constant would keep them).
 */

/** A diagram or image as Markdown: its title in bold, then what it shows. */
export function figureMarkdown(title: string, description: string): string {
  return `\n\n**${title.trim()}.** ${description.trim()}\n\n`;
}

export { markdownLink, markdownUrl };

/** markdownLink under the site's base path (`useEdition().base`), for a component's Markdown branch. */
export function markdownLinker(base: string): (text: string, href: string) => string {
  return (text, href) => markdownLink(text, href, { base });
}

/**
 * The href of a plain `<a>` to a page or file of the site (components that do not use the theme's Link): under the
 * base path on the site, absolute in the Markdown copy.
 */
export function useSiteHref(): (path: string) => string {
  const { base } = useEdition();
  const asset = useAssetUrl();
  return useCallback((path) => (import.meta.env.SSG_MD ? markdownUrl(path, { base }) : asset(path)), [base, asset]);
}

import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { editionKey, LANGS, routePrefix, splitEdition, VERSIONS } from '../../config/editions';
import { OG_IMAGE, REMOTE_SEARCH_ENV, SITE_ORIGIN, TITLE_SUFFIX } from '../../config/site';
import i18nTexts from '../../i18n.json';
import { THEME_HEAD_SCRIPT } from '../../theme/appearance/appearance';
import { parseHtml, serializeHtml } from './builtHtml';
import { addPolicyMeta, buildPolicy, headersFile, inlineScripts, scriptHash } from './csp';
import { deferScripts } from './deferScripts';
import { addEditionScripts, editionChunkFiles } from './editionScripts';
import { type BuiltPageInfo, completeLlmsTxt, pageInfoOf } from './llmsTxt';
import { absoluteMarkdownLinks, absoluteMarkdownLinksInBundle } from './markdownLinks';
import { checkPageList } from './pageList';
import {
  absoluteUrl,
  addNotFoundRedirect,
  addSocialTags,
  isNoindex,
  languageVersions,
  notFoundRedirectScript,
  replaceLanguageLinks,
  robotsTxt,
  routeOfHtmlFile,
  sitemapXml,
} from './seo';

export interface BuiltPagesOptions {
  /** Project root; the config's outDir is resolved against it. */
  root: string;
  /** Where the site is published, e.g. https://docs.example.com. */
  origin: string;
  /** The default link-preview image, a path under the site (public/). */
  image: string;
  siteName: string;
  /** Origins besides the site's own that pages fetch from (the remote search endpoint, when one is set). */
  connectOrigins?: string[];
  /** The routes of every page of `docs/`, which must be the pages built (pageList.ts); unchecked when left out. */
  expectedRoutes?: () => string[];
}

const NAME = 'patchbay:built-pages';

/** The site's options for the step, from its config (config/site.ts) and the environment the build runs in. */
export function siteBuiltPagesOptions(root: string, env: NodeJS.ProcessEnv): BuiltPagesOptions {
  const remoteSearch = env[REMOTE_SEARCH_ENV];
  return {
    root,
    origin: SITE_ORIGIN,
    image: OG_IMAGE,
    siteName: TITLE_SUFFIX,
    connectOrigins: remoteSearch ? [new URL(remoteSearch).origin] : [],
  };
}

/** Every HTML file the build wrote under `dir`, relative to it. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * After a production build, the pages built are checked against the docs folder (pageList.ts); every page is parsed
 * once (builtHtml.ts), changed on its tree in this order, and written once:
 * 1. its edition's routes and page list load with its scripts (editionScripts.ts, plugins/editionData/), which start
 *    after its first paint (deferScripts.ts);
 * 2. the canonical URL, the Open Graph URL and image and the hreflang links (seo.ts); the 404 page instead gets the
 *    script that sends a URL
 *    differing from a page only by a trailing slash or letter case to that page, and the theme script;
 * 3. the Content Security Policy as a `<meta>` tag, hashing every inline script of the final pages (csp.ts).
 * Then sitemap.xml (without the 404 page and noindex pages), robots.txt and `_headers` (the policy, for hosts that
 * read it) are written, the links the Markdown copies still have root-relative are made absolute
 * (markdownLinks.ts), and each edition's llms.txt gets its pages' descriptions and the pages it left out
 * (llmsTxt.ts).
 */
export function pluginBuiltPages(options: BuiltPagesOptions): RspressPlugin {
  return {
    name: NAME,
    async afterBuild(config, isProd) {
      if (!isProd) return;
      await finishBuiltPages(options, path.resolve(options.root, config.outDir ?? 'doc_build'), config.base ?? '/');
    },
  };
}

/** The step above, over a site folder. */
export async function finishBuiltPages(options: BuiltPagesOptions, outDir: string, base: string): Promise<void> {
  const started = performance.now();
  const files = await htmlFiles(outDir);
  if (!files.includes('404.html')) throw new Error(`[${NAME}] no 404.html in ${outDir}`);
  const routes = files.filter((file) => file !== '404.html').map(routeOfHtmlFile);
  if (options.expectedRoutes) checkPageList(options.expectedRoutes(), routes);
  const built = new Set(routes);
  const image = absoluteUrl(options.origin, base, options.image);
  const listed: string[] = [];
  const described = new Map<string, BuiltPageInfo>();
  const editionChunks = await editionChunkFiles(outDir);

  const pages = await Promise.all(
    files.map(async (file) => {
      const where = path.relative(options.root, path.join(outDir, file));
      const document = parseHtml(await readFile(path.join(outDir, file), 'utf8'));
      // The not-found page is served at any address, of any edition.
      const chunks =
        file === '404.html'
          ? [...editionChunks.values()]
          : [editionChunks.get(editionKey(splitEdition(routeOfHtmlFile(file)))) as string];
      addEditionScripts(document, chunks, base, where);
      deferScripts(document, where);
      if (file === '404.html') {
        // Rspress renders the 404 page without the config's head tags: it gets the theme part of the head script
        // here, so a reader who chose dark does not see it light until it hydrates.
        addNotFoundRedirect(document, notFoundRedirectScript(routes, base) + THEME_HEAD_SCRIPT, where);
      } else {
        const route = routeOfHtmlFile(file);
        const url = absoluteUrl(options.origin, base, route);
        if (!isNoindex(document)) {
          listed.push(url);
          described.set(route, pageInfoOf(document, where));
        }
        addSocialTags(document, { url, image, siteName: options.siteName, where });
        const languages = languageVersions(route, (other) => built.has(other));
        replaceLanguageLinks(
          document,
          languages.map((language) => ({
            lang: language.lang,
            url: absoluteUrl(options.origin, base, language.route),
          })),
          where,
        );
      }
      return { file, where, document };
    }),
  );

  const hashes = new Set(pages.flatMap(({ document }) => inlineScripts(document).map(scriptHash)));
  const policy = buildPolicy({ scriptHashes: hashes, connectOrigins: options.connectOrigins });
  await Promise.all(
    pages.map(({ file, where, document }) => {
      addPolicyMeta(document, policy, where);
      return writeFile(path.join(outDir, file), serializeHtml(document));
    }),
  );

  listed.sort();
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(listed));
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(absoluteUrl(options.origin, base, '/sitemap.xml')));
  await writeFile(path.join(outDir, '_headers'), headersFile(base, policy));
  // Links Rspress's copy step left root-relative, in the copies and in llms-full.txt (markdownLinks.ts).
  const copies = (await readdir(outDir, { recursive: true, encoding: 'utf8' })).filter(
    (file) => file.endsWith('.md') || /(^|\/)llms-full\.txt$/.test(file),
  );
  // One at a time: together they are as large as the site's Markdown, and each takes a moment.
  for (const file of copies) {
    const text = await readFile(path.join(outDir, file), 'utf8');
    const fixed = file.endsWith('.md') ? absoluteMarkdownLinks(text, base) : absoluteMarkdownLinksInBundle(text, base);
    if (fixed !== text) await writeFile(path.join(outDir, file), fixed);
  }
  for (const version of VERSIONS) {
    for (const { lang } of LANGS) {
      const file = path.join(outDir, `${routePrefix(version, lang).slice(1)}/llms.txt`.replace(/^\//, ''));
      // Builds without the Markdown copies (the test variants) have no llms.txt.
      if (!existsSync(file)) continue;
      const text = await readFile(file, 'utf8');
      const othersTitle = (i18nTexts as Record<string, Record<string, string>>)['overview.others'][lang];
      const where = path.relative(options.root, file);
      const done = completeLlmsTxt(text, { version, lang }, described, {
        origin: options.origin,
        base,
        othersTitle,
        file: where,
      });
      await writeFile(file, done);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[${NAME}] ${files.length} pages in ${seconds} s: ${listed.length} in sitemap.xml, ${hashes.size} inline script hashes`,
  );
}

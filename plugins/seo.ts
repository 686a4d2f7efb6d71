import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { htmlFiles } from './htmlFiles';
import {
  absoluteUrl,
  isNoindex,
  notFoundRedirectScript,
  robotsTxt,
  routeOfHtmlFile,
  sitemapXml,
  withNotFoundRedirect,
  withSocialTags,
} from './seoLogic';

export interface SeoOptions {
  /** Project root; the config's outDir is resolved against it. */
  root: string;
  /** Where the site is published, e.g. https://docs.example.com. */
  origin: string;
  /** The default link-preview image, a path under the site (public/). */
  image: string;
  siteName: string;
}

const NAME = 'patchbay:seo';

/**
 * After a production build: adds the canonical URL and Open Graph URL and image to every page (see seoLogic.ts),
 * and writes sitemap.xml and robots.txt. The 404 page and pages marked noindex stay out of the sitemap; the 404 page
 * gets the script that sends a URL differing from a page only by a trailing slash or letter case to that page.
 */
export function pluginSeo(options: SeoOptions): RspressPlugin {
  return {
    name: NAME,
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(options.root, config.outDir ?? 'doc_build');
      const base = config.base ?? '/';
      const files = (await htmlFiles(outDir)).map((file) => path.relative(outDir, file));
      const image = absoluteUrl(options.origin, base, options.image);
      const listed: string[] = [];
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const html = await readFile(full, 'utf8');
          const url = absoluteUrl(options.origin, base, routeOfHtmlFile(file));
          const notFound = file === '404.html';
          if (!notFound && !isNoindex(html)) listed.push(url);
          if (notFound) return;
          await writeFile(full, withSocialTags(html, { url, image, siteName: options.siteName, where: file }));
        }),
      );
      const notFound = path.join(outDir, '404.html');
      const routes = files.filter((file) => file !== '404.html').map(routeOfHtmlFile);
      await writeFile(
        notFound,
        withNotFoundRedirect(await readFile(notFound, 'utf8'), notFoundRedirectScript(routes, base), '404.html'),
      );
      const sitemapUrl = absoluteUrl(options.origin, base, '/sitemap.xml');
      await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(listed));
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemapUrl));
      console.log(`[${NAME}] ${listed.length} pages in sitemap.xml`);
    },
  };
}

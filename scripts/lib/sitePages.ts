import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routeOfHtmlFile } from '../../plugins/builtPages/seo';

/** Every page of a built site as the URL path a reader opens: 'index.html' → '/', 'guide/flows.html' → '/guide/flows'. */
export function sitePages(dir = 'doc_build'): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => routeOfHtmlFile(relative(dir, join(e.parentPath, e.name))))
    .sort();
}

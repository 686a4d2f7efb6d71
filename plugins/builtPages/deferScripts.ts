import render from 'dom-serializer';
import { DEFER_LOADER, DEFERRED_PRELOAD_REL, DEFERRED_SCRIPT_ATTR } from '../../theme/loading/deferScripts';
import { append, attribute, type Document, type Element, elementsNamed, hasToken, newElement } from './builtHtml';

/** Whether the element has exactly these attributes, so no other attribute is dropped when it is rewritten. */
const hasExactly = (element: Element, names: string[]) =>
  Object.keys(element.attribs).sort().join(' ') === [...names].sort().join(' ');

/**
 * The page's `<script defer src>` tags made inert placeholders, followed by the inline loader that starts them after
 * the first paint, and its script preloads made inert links (theme/loading/deferScripts.ts, the browser half).
 * Throws, naming the page, when it has no scripts to defer or a script preload in another form: the build's output
 * is not what this step expects.
 */
export function deferScripts(document: Document, where: string): void {
  const scripts = elementsNamed(document, 'script').filter(
    (script) => hasExactly(script, ['defer', 'src']) && script.children.length === 0,
  );
  if (!scripts.length) throw new Error(`${where}: no <script defer src> to load after the first paint`);
  for (const script of scripts) {
    script.attribs = { type: 'text/plain', [DEFERRED_SCRIPT_ATTR]: script.attribs.src };
  }
  append(scripts[scripts.length - 1], newElement('script', {}, DEFER_LOADER));

  for (const link of elementsNamed(document, 'link')) {
    if (!hasToken(link, 'rel', 'preload') || attribute(link, 'as')?.toLowerCase() !== 'script') continue;
    // A script preload in another form would start its download before the first paint, unnoticed.
    if (!hasExactly(link, ['rel', 'href', 'as']) || attribute(link, 'rel') !== 'preload') {
      throw new Error(`${where}: a script preload in a form this step does not know: ${render(link)}`);
    }
    link.attribs = { rel: DEFERRED_PRELOAD_REL, href: link.attribs.href };
  }
}

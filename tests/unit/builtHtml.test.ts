import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { elementsNamed, parseHtml, removeElement, serializeHtml, textOf } from '../../plugins/builtPages/builtHtml';
import { addPolicyMeta, inlineScripts } from '../../plugins/builtPages/csp';
import { deferScripts } from '../../plugins/builtPages/deferScripts';
import { pageInfoOf } from '../../plugins/builtPages/llmsTxt';
import { addNotFoundRedirect, addSocialTags, isNoindex, replaceLanguageLinks } from '../../plugins/builtPages/seo';
import { DEFER_LOADER } from '../../theme/loading/deferScripts';

/** Parses `html`, applies `edit` to the tree, and returns the page written back. */
const edited = (html: string, edit: (document: ReturnType<typeof parseHtml>) => void) => {
  const document = parseHtml(html);
  edit(document);
  return serializeHtml(document);
};

describe('a built page read and written back', () => {
  it('keeps text, attribute values and script bodies as written, entities included', () => {
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A &amp; B</title>' +
      '<script>if (a < b && c) document.write("</p>")</script></head>' +
      '<body><p title="&quot;x&quot;" data-empty="">Fal&#x27;s “quotes” 提示词<!-- --> &lt;tag&gt;</p>' +
      '<svg viewBox="0 0 1 1"><text>Text：想法</text><path d="M0"></path></svg></body></html>';
    expect(serializeHtml(parseHtml(html))).toBe(html);
  });

  const PAGE =
    '<!DOCTYPE html><html><head><title>T</title></head><body><div id="root"><p class="a">One &amp; two</p>' +
    '<div><script>inner()</script><link rel="preload" as="image" href="/i.svg"></div>' +
    '<svg><title>Icon</title><path d="M0"></path></svg></div>\n</body></html>';

  it("keeps the body's markup as text, with its scripts, meta, link and title elements as nodes in place", () => {
    const document = parseHtml(PAGE);
    expect(serializeHtml(document)).toBe(PAGE);
    expect(elementsNamed(document, 'p')).toEqual([]);
    expect(elementsNamed(document, 'title').map(textOf)).toEqual(['T', 'Icon']);
    expect(inlineScripts(document)).toEqual(['inner()']);
    removeElement(elementsNamed(document, 'link')[0]);
    elementsNamed(document, 'script')[0].attribs.type = 'text/plain';
    expect(serializeHtml(document)).toBe(
      PAGE.replace('<link rel="preload" as="image" href="/i.svg">', '').replace(
        '<script>',
        '<script type="text/plain">',
      ),
    );
    // A head written otherwise than dom-serializer writes it (as Rspress does) changes nothing in the body.
    const rspressHead = '<html><head><script defer src="/a.js"></script></head><body><p>x</p></body></html>';
    expect(elementsNamed(parseHtml(rspressHead), 'p')).toEqual([]);
  });

  it('reads the whole page as a tree where the body is not written as a browser-ready page ends it', () => {
    for (const html of [
      '<html><head></head><body><p>x<script>unclosed()',
      '<html><head></head><body><div>unclosed',
      '<html><head></head><body><svg><title>t</svg><script>after()</script></body></html>',
    ]) {
      const whole = parseDocument(html, { decodeEntities: false });
      expect(serializeHtml(parseHtml(html))).toBe(serializeHtml(whole));
      expect(inlineScripts(parseHtml(html))).toEqual(inlineScripts(whole));
    }
  });
});

describe('deferScripts', () => {
  const head =
    '<head><script>theme()</script><script defer src="/a.js"></script><script defer src="/b.js"></script>' +
    '<link rel="preload" href="/route.js" as="script"><link rel="preload" as="image" href="/logo.svg"></head>';

  it('makes the page scripts inert placeholders in order, adds the loader after them, and defers preloads', () => {
    expect(edited(head, (document) => deferScripts(document, 'x.html'))).toBe(
      '<head><script>theme()</script><script type="text/plain" data-src="/a.js"></script>' +
        `<script type="text/plain" data-src="/b.js"></script><script>${DEFER_LOADER}</script>` +
        '<link rel="pb-preload" href="/route.js"><link rel="preload" as="image" href="/logo.svg"></head>',
    );
  });

  it('names the page with no script to defer, or with a script preload in another form', () => {
    expect(() => deferScripts(parseHtml('<head><script src="/a.js"></script></head>'), 'y.html')).toThrow(
      'y.html: no <script defer src>',
    );
    const crossOrigin = '<script defer src="/a.js"></script><link rel="preload" href="/r.js" as="script" crossorigin>';
    expect(() => deferScripts(parseHtml(crossOrigin), 'z.html')).toThrow(
      'z.html: a script preload in a form this step does not know: <link rel="preload" href="/r.js" as="script" crossorigin>',
    );
    const twoRels = '<script defer src="/a.js"></script><link rel="preload prefetch" href="/r.js" as="script">';
    expect(() => deferScripts(parseHtml(twoRels), 'w.html')).toThrow('w.html: a script preload in a form');
  });
});

describe('canonical, Open Graph and hreflang tags', () => {
  const options = { url: 'https://x/a?b=1&c=2', image: 'https://x/og.png', siteName: 'S', where: 'a.html' };

  it('adds the tags a page lacks at the end of its head, and keeps those its frontmatter set', () => {
    const html = '<html><head><title>t</title><meta property="og:image" content="https://x/own.png"></head></html>';
    expect(edited(html, (document) => addSocialTags(document, options))).toBe(
      '<html><head><title>t</title><meta property="og:image" content="https://x/own.png">' +
        '<link rel="canonical" href="https://x/a?b=1&amp;c=2"><meta property="og:url" content="https://x/a?b=1&amp;c=2">' +
        '<meta property="og:site_name" content="S"><meta name="twitter:card" content="summary_large_image"></head></html>',
    );
    const own = '<head><link rel="canonical" href="/own"><meta name="twitter:card" content="summary"></head>';
    const out = edited(own, (document) => addSocialTags(document, options));
    expect(out.match(/canonical/g)).toHaveLength(1);
    expect(out.match(/twitter:card/g)).toHaveLength(1);
    expect(() => addSocialTags(parseHtml('<p>no head</p>'), { ...options, where: 'b.html' })).toThrow(
      'b.html: no <head> to add the canonical',
    );
  });

  it("replaces the page's hreflang links with the site's", () => {
    const html =
      '<head><link rel="alternate" hreflang="zh" href="/old"><link rel="alternate" type="application/rss+xml" href="/f">' +
      '</head><body><a hreflang="zh" href="/zh/">中文</a></body>';
    const links = [
      { lang: 'en', url: 'https://x/a' },
      { lang: 'zh', url: 'https://x/zh/a' },
    ];
    expect(edited(html, (document) => replaceLanguageLinks(document, links, 'a.html'))).toBe(
      '<head><link rel="alternate" type="application/rss+xml" href="/f">' +
        '<link rel="alternate" hreflang="en" href="https://x/a"><link rel="alternate" hreflang="zh" href="https://x/zh/a">' +
        '</head><body><a hreflang="zh" href="/zh/">中文</a></body>',
    );
    expect(() => replaceLanguageLinks(parseHtml('<body></body>'), links, 'c.html')).toThrow(
      'c.html: no <head> to add the hreflang links to',
    );
  });

  it('spots noindex pages by their robots meta only', () => {
    expect(isNoindex(parseHtml('<meta name="robots" content="noindex, nofollow">'))).toBe(true);
    expect(isNoindex(parseHtml('<meta name="ROBOTS" content="NoIndex">'))).toBe(true);
    expect(isNoindex(parseHtml('<meta name="description" content="noindex">'))).toBe(false);
  });
});

describe('the 404 page', () => {
  it('runs the canonical-URL script first in its head, after the charset', () => {
    expect(
      edited('<head>\n<meta charset="utf-8"><script>theme()</script></head>', (document) =>
        addNotFoundRedirect(document, 'go("/a")', '404.html'),
      ),
    ).toBe('<head>\n<meta charset="utf-8"><script>go("/a")</script><script>theme()</script></head>');
    expect(
      edited('<head><title>t</title></head>', (document) => addNotFoundRedirect(document, 'go()', '404.html')),
    ).toBe('<head><script>go()</script><title>t</title></head>');
    expect(() => addNotFoundRedirect(parseHtml('<p></p>'), 'go()', '404.html')).toThrow(
      '404.html: no <head> to add the canonical-URL script to',
    );
  });
});

describe('the Content Security Policy of a page', () => {
  const PAGE = `<!DOCTYPE html><html><head><meta charset="UTF-8"><script>var a = 1 &amp;&amp; "<b>";</script>
<script defer src="/static/js/index.js"></script><script type="application/json">{"x":1}</script>
<script type="text/plain" data-src="/a.js"></script><script type="module">import "/m.js";</script></head><body><script>
  b()
</script></body></html>`;

  it('hashes the exact text of the inline scripts the browser runs, and skips external and data scripts', () => {
    expect(inlineScripts(parseHtml(PAGE))).toEqual(['var a = 1 &amp;&amp; "<b>";', 'import "/m.js";', '\n  b()\n']);
  });

  it('goes right after <meta charset>, before the first script, or in place of the tag the page has', () => {
    const policy = `script-src 'self' "x"`;
    const tag = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;x&quot;">`;
    const once = edited(PAGE, (document) => addPolicyMeta(document, policy, 'x.html'));
    expect(once).toContain(`<head><meta charset="UTF-8">${tag}<script>`);
    const twice = edited(once, (document) => addPolicyMeta(document, "script-src 'none'", 'x.html'));
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(
      `<head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="script-src 'none'">`,
    );
    expect(() => addPolicyMeta(parseHtml('<p>hi</p>'), policy, 'guide/x.html')).toThrow(
      'guide/x.html: no <head> element',
    );
  });
});

describe('what llms.txt lists a page with', () => {
  it("is the document's title without the site's suffix and its description, decoded", () => {
    const html =
      '<html><head><title>Quick Start &amp; more - Patchbay Docs</title><meta name="description" content="Your first &quot;image&quot;.">' +
      '</head><body><svg><title>GitHub</title></svg></body></html>';
    expect(pageInfoOf(parseHtml(html), 'x.html')).toEqual({
      title: 'Quick Start & more',
      description: 'Your first "image".',
    });
    expect(() => pageInfoOf(parseHtml('<title>T</title>'), 'doc_build/x.html')).toThrow(
      /doc_build\/x.html: no <meta name="description">/,
    );
  });
});

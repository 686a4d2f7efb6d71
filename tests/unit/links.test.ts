import { describe, expect, it } from 'vitest';
import { checkLinks, pageFacts, resolveFile } from '../../scripts/lib/links';

const files = new Set([
  'index.html',
  'guide/index.html',
  'guide/flows.html',
  'guide/nodesref/catalog.json',
  '404.html',
]);

describe('the link crawl', () => {
  it('resolves paths the way the static host does', () => {
    expect(resolveFile('/', files)).toBe('index.html');
    expect(resolveFile('/guide/', files)).toBe('guide/index.html');
    expect(resolveFile('/guide/flows', files)).toBe('guide/flows.html');
    expect(resolveFile('/guide/nodesref/catalog.json', files)).toBe('guide/nodesref/catalog.json');
    expect(resolveFile('/patchbay-docs/guide/flows', files, '/patchbay-docs/')).toBe('guide/flows.html');
    expect(resolveFile('/guide/missing', files)).toBeNull();
  });

  it('reads ids and link targets, not the contents of scripts', () => {
    const facts = pageFacts(
      '<h2 id="a&amp;b">A</h2><script>var x = "<a href=\\"/nope\\">"</script><a class="x" href="/guide/flows#top">',
    );
    expect([...facts.ids]).toEqual(['a&b']);
    expect(facts.links).toEqual(['/guide/flows#top']);
  });

  it('reads what a page loads: scripts, styles, icons and images', () => {
    const facts = pageFacts(
      '<script defer src="/static/js/a.js"></script><link rel="icon" href="/favicon.svg"><img alt="" src="/img/x.svg">',
    );
    expect(facts.assets).toEqual(['/static/js/a.js', '/favicon.svg', '/img/x.svg']);
  });

  it('reports a file a page loads that is not there, such as an image missing its base path', () => {
    const pages = new Map([['guide/flows.html', '<img src="/images/flow.svg"><img src="/patchbay-docs/favicon.svg">']]);
    const withAssets = new Set([...files, 'images/flow.svg', 'favicon.svg']);
    expect(checkLinks(pages, withAssets, '/patchbay-docs/')).toEqual([
      { page: 'guide/flows.html', href: '/images/flow.svg', message: 'no file at this path (loaded by the page)' },
    ]);
  });

  it('accepts links to existing pages, files and headings, and ignores external ones', () => {
    const pages = new Map([
      ['index.html', '<a href="/guide/flows#run">x</a><a href="https://fal.ai">y</a><a href="mailto:a@b.c">z</a>'],
      ['guide/flows.html', '<h2 id="run">Run</h2><a href="#run">r</a><a href="/guide/nodesref/catalog.json">j</a>'],
      ['guide/index.html', '<a href="flows?from=%2Fv1">rel</a>'],
    ]);
    expect(checkLinks(pages, files)).toEqual([]);
  });

  it('reports a missing page and a missing heading, naming the page the link is on', () => {
    const pages = new Map([
      ['index.html', '<a href="/guide/missing">x</a>'],
      ['guide/flows.html', '<h2 id="run">Run</h2><a href="#walk">w</a><a href="/#intro">i</a>'],
    ]);
    expect(checkLinks(pages, files)).toEqual([
      { page: 'index.html', href: '/guide/missing', message: 'no page or file at this path' },
      { page: 'guide/flows.html', href: '#walk', message: 'no element with id "walk" on guide/flows.html' },
      { page: 'guide/flows.html', href: '/#intro', message: 'no element with id "intro" on index.html' },
    ]);
  });
});

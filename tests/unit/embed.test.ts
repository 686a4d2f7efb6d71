// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMBED_HEAD_SCRIPT, embedQuery, hiddenParts, withEmbedParams } from '../../theme/embed/embed';

describe('embed parameters', () => {
  it('hides a part only when its parameter is exactly 0', () => {
    expect(hiddenParts('?navbar=0&sidebar=1&outline=false&footer=0')).toEqual(['navbar', 'footer']);
    expect(hiddenParts('')).toEqual([]);
  });

  it('keeps the embed parameters in a fixed order and drops everything else', () => {
    expect(embedQuery('?q=flux&footer=0&globalUIComponents=0&navbar=0')).toBe('navbar=0&footer=0&globalUIComponents=0');
    expect(embedQuery('?navbar=1')).toBe('');
  });
});

describe('withEmbedParams', () => {
  const current = 'https://docs.example.com/guide/quick-start?navbar=0&sidebar=0';

  it('adds the parameters to links to other pages of the site, keeping the hash', () => {
    expect(withEmbedParams('/guide/concepts#nodes', current)).toBe('/guide/concepts?navbar=0&sidebar=0#nodes');
    expect(withEmbedParams('concepts', current)).toBe('/guide/concepts?navbar=0&sidebar=0');
    expect(withEmbedParams('https://docs.example.com/zh/', current)).toBe('/zh/?navbar=0&sidebar=0');
  });

  it('lets a parameter the link sets itself win', () => {
    expect(withEmbedParams('/guide/concepts?sidebar=1', current)).toBe('/guide/concepts?sidebar=1&navbar=0');
  });

  it('leaves external links, files, same-page anchors and pages that are not embedded alone', () => {
    expect(withEmbedParams('https://fal.ai/models', current)).toBeNull();
    expect(withEmbedParams('mailto:team@example.com', current)).toBeNull();
    expect(withEmbedParams('/guide/nodesref/catalog.json', current)).toBeNull();
    expect(withEmbedParams('#what-you-build', current)).toBeNull();
    expect(withEmbedParams('/guide/concepts', 'https://docs.example.com/guide/quick-start')).toBeNull();
  });
});

describe('the inline head script', () => {
  afterEach(() => {
    for (const name of [...document.documentElement.attributes].map((a) => a.name)) {
      if (name.startsWith('data-embed-')) document.documentElement.removeAttribute(name);
    }
    window.history.replaceState(null, '', '/');
  });

  it('marks <html> with exactly the parts hiddenParts finds', () => {
    const search = '?navbar=0&outline=0&footer=1';
    window.history.replaceState(null, '', `/guide/quick-start${search}`);
    new Function(EMBED_HEAD_SCRIPT)();
    const marked = [...document.documentElement.attributes]
      .map((a) => a.name)
      .filter((name) => name.startsWith('data-embed-'))
      .map((name) => name.slice('data-embed-'.length));
    expect(marked).toEqual(hiddenParts(search));
  });
});

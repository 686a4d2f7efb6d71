import { describe, expect, it } from 'vitest';
import { pluginTitleSuffix, resolveTitleSuffix } from '../../plugins/titleSuffix';

describe('resolveTitleSuffix', () => {
  it('gives doc pages the site suffix', () => {
    expect(resolveTitleSuffix({}, 'Patchbay Docs')).toBe('Patchbay Docs');
    expect(resolveTitleSuffix({ pageType: 'doc' }, 'Patchbay Docs')).toBe('Patchbay Docs');
  });

  it("keeps a page's own suffix", () => {
    expect(resolveTitleSuffix({ titleSuffix: 'Special' }, 'Patchbay Docs')).toBe('Special');
  });

  it('leaves home, 404 and custom pages alone', () => {
    for (const pageType of ['home', '404', 'custom', 'blank']) {
      expect(resolveTitleSuffix({ pageType }, 'Patchbay Docs')).toBeUndefined();
    }
  });

  it('refuses an empty suffix, naming the plugin and option', () => {
    expect(() => pluginTitleSuffix({ suffix: ' ' })).toThrow('[patchbay:title-suffix] option "suffix"');
  });
});

import { describe, expect, it } from 'vitest';
import diagramTexts from '../../components/diagrams/diagramTexts.json';
import explorerTexts from '../../components/flow/explorerTexts.json';
import playgroundTexts from '../../components/flow/playgroundTexts.json';
import nodeTexts from '../../components/node/nodeTexts.json';
import { GUIDE_PAGES, LANGS } from '../../config/structure';
import texts from '../../i18n.json';

const table = texts as Record<string, Record<string, string>>;

describe('i18n.json', () => {
  it("has the product's English texts for the pager, outline, last-updated line, search and overview filter", () => {
    expect(table.prevPageText.en).toBe('Previous Page');
    expect(table.nextPageText.en).toBe('Next Page');
    expect(table.outlineTitle.en).toBe('ON THIS PAGE');
    expect(table.lastUpdatedText.en).toBe('Last Updated');
    expect(table.searchPlaceholderText.en).toBe('Search docs');
    expect(table.searchShortText.en).toBe('Search');
    expect(table['search.noResults'].en).toBe('No results for "{{query}}"');
    expect(table.searchSuggestedQueryText.en).toBe('Please try again with a different keyword');
    expect(table['overview.filterNameText'].en).toBe('Filter');
    expect(table['overview.filterPlaceholderText'].en).toBe('Enter keyword');
    expect(table['overview.filterNoResultText'].en).toBe('No matching API found');
  });

  it("translates every text into every language, the site's, the figures', the flow view's and the node reference's", () => {
    const tables = {
      'i18n.json': table,
      'components/diagrams/diagramTexts.json': diagramTexts,
      'components/flow/explorerTexts.json': explorerTexts,
      'components/flow/playgroundTexts.json': playgroundTexts,
      'components/node/nodeTexts.json': nodeTexts,
    };
    for (const [key, byLang] of Object.entries(tables).flatMap(([file, t]) =>
      Object.entries(t as Record<string, Record<string, string>>).map(([k, v]) => [`${file}: ${k}`, v] as const),
    )) {
      for (const { lang } of LANGS) {
        expect(byLang[lang], `${key} has no ${lang} text`).toBeTruthy();
      }
    }
  });

  it("keeps the node reference's texts apart from the site's (every page loads i18n.json)", () => {
    const both = Object.keys(nodeTexts).filter((key) => key in table);
    expect(both).toEqual([]);
    expect(Object.keys(table).filter((key) => key.startsWith('nodes.') && !key.startsWith('nodes.category.'))).toEqual(
      [],
    );
  });

  it('has a label for every sidebar entry', () => {
    for (const [, key] of GUIDE_PAGES) {
      expect(table[key], `i18n.json lacks "${key}"`).toBeDefined();
    }
    expect(table['sidebar.nodesReference'].en).toBe('Nodes Reference');
  });
});

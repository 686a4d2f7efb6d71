/**
 * Stands in for the `flexsearch` package inside Rspress's local search (aliased in rspress.config.ts): Rspress
 * keeps loading the index, building suggestions and rendering them, while the pages it gets back are ranked by
 * our engine (engine.ts). Rspress builds three FlexSearch indexes (Latin, CJK, Cyrillic) and merges their hits;
 * the engine handles every script, so only the first one answers. Besides ranking, this drops FlexSearch
 * (about 14 kB gzipped) from the script every page loads.
 */
import { type SearchDoc, SearchEngine } from './engine';

interface DocumentOptions {
  encoder?: { finalize?: unknown };
}

interface SearchOptions {
  limit?: number;
}

type Stored = SearchDoc & { _matchesPosition?: { content: { start: number; length: number }[] } };

/** Rspress's own measure of text for highlights: 3 for a UTF-16 unit above 255, else 1. */
export function rspressByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) bytes += text.charCodeAt(i) > 255 ? 3 : 1;
  return bytes;
}

export class Document {
  readonly #answers: boolean;
  readonly #docs = new Map<string, SearchDoc>();
  #engine: SearchEngine | undefined;

  constructor(options: DocumentOptions = {}) {
    this.#answers = !options.encoder?.finalize;
  }

  async addAsync(id: string, doc: SearchDoc): Promise<void> {
    if (!this.#answers) return;
    this.#docs.set(id, doc);
    this.#engine = undefined;
  }

  async searchAsync(
    query: string,
    options: SearchOptions = {},
  ): Promise<{ field: string; result: { id: string; doc: Stored }[] }[]> {
    if (!this.#answers || !this.#docs.size) return [];
    this.#engine ??= new SearchEngine([...this.#docs.values()]);
    const result = this.#engine.search(query, options.limit ?? 10).map(({ doc, match }) => ({
      id: doc.routePath,
      // Rspress highlights `_matchesPosition` (offsets into the content in its own byte measure, above) when the text does not contain
      // the query verbatim, e.g. for a typo or another form of the word.
      doc: match
        ? {
            ...doc,
            _matchesPosition: {
              content: [
                {
                  start: rspressByteLength(doc.content.slice(0, match.start)),
                  length: rspressByteLength(doc.content.slice(match.start, match.start + match.length)),
                },
              ],
            },
          }
        : doc,
    }));
    return [{ field: 'all', result }];
  }
}

export default { Document };

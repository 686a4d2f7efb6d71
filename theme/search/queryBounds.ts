/**
 * Bounds on the work one query can cause. A reader who pastes a paragraph (10,000 characters of distinct words, or
 * 1,000 Chinese characters) still gets an answer, fast: the input keeps the first MAX_QUERY_LENGTH characters, and
 * ranking matches the first MAX_QUERY_WORDS distinct words against the index (every query word is compared with the
 * site's whole vocabulary, so this bounds the time per keystroke). A reader's real queries are a few words long.
 */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_WORDS = 12;

/** The query as the search sees it: trimmed, at most MAX_QUERY_LENGTH characters (never splitting a character pair). */
export function boundQuery(query: string): string {
  const chars = Array.from(query.trim());
  return chars.length > MAX_QUERY_LENGTH ? chars.slice(0, MAX_QUERY_LENGTH).join('') : query.trim();
}

/** How many suggestions the search panel shows (SPEC 9). */
export const MAX_RESULTS = 7;

/** How many suggestions one page may take, so the next best pages show among the first results too. */
export const MAX_PER_PAGE = 2;

interface ResultGroup {
  result: unknown;
}

const pageOf = (item: unknown): string | undefined => {
  const link = (item as { link?: unknown })?.link;
  return typeof link === 'string' ? link.split('#')[0] : undefined;
};

/**
 * The panel shows suggestions grouped under their page title, while arrow keys walk the list in its own order;
 * grouping the list the same way (titles in order of first appearance) keeps the two in step.
 */
function byTitle(items: unknown[]): unknown[] {
  const groups = new Map<unknown, unknown[]>();
  for (const item of items) {
    const title = (item as { title?: unknown })?.title;
    const list = groups.get(title) ?? [];
    list.push(item);
    groups.set(title, list);
  }
  return [...groups.values()].flat();
}

/**
 * Keeps the first `max` suggestions across the default result groups, in order, at most `perPage` of them per
 * page (a page's title, headings and text matches are separate suggestions), and drops the other groups left
 * empty. The first group always stays, so a search without hits shows the no-results state. Rspress's own limit
 * counts pages, and one page can bring many headings. Mutates `groups`, as Rspress's afterSearch hook expects.
 */
export function limitResults(groups: ResultGroup[], max = MAX_RESULTS, perPage = MAX_PER_PAGE): void {
  let left = max;
  const perPageCount = new Map<string, number>();
  for (const group of groups) {
    if (!Array.isArray(group.result)) continue;
    const kept = group.result.filter((item) => {
      const page = pageOf(item);
      if (page === undefined) return true;
      const count = perPageCount.get(page) ?? 0;
      perPageCount.set(page, count + 1);
      return count < perPage;
    });
    group.result.splice(0, group.result.length, ...byTitle(kept.slice(0, Math.max(left, 0))));
    left -= group.result.length;
  }
  for (let i = groups.length - 1; i >= 1; i--) {
    const { result } = groups[i];
    if (Array.isArray(result) && result.length === 0) groups.splice(i, 1);
  }
}

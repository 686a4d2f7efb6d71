/** How many suggestions the search panel shows (SPEC 9). */
export const MAX_RESULTS = 7;

interface ResultGroup {
  result: unknown;
}

/**
 * Keeps the first `max` suggestions across the default result groups, in order, and drops the other
 * groups left empty. The first group always stays, so a search without hits shows the no-results state.
 * Rspress's own limit counts pages, and a page can bring many headings. Mutates `groups`, as Rspress's
 * afterSearch hook expects.
 */
export function limitResults(groups: ResultGroup[], max = MAX_RESULTS): void {
  let left = max;
  for (const group of groups) {
    if (!Array.isArray(group.result)) continue;
    group.result.splice(left);
    left -= group.result.length;
  }
  for (let i = groups.length - 1; i >= 1; i--) {
    const { result } = groups[i];
    if (Array.isArray(result) && result.length === 0) groups.splice(i, 1);
  }
}

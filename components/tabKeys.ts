/** Rspress keeps a tab group's choice under this key prefix plus the group id. */
export const TAB_STORAGE_PREFIX = 'rspress.tabs.';

/** A stored tab choice is usable only as the index of an existing tab; anything else means "the default tab". */
export function isValidTabIndex(stored: string | null, count: number): boolean {
  if (stored === null || !/^\d{1,6}$/.test(stored)) return false;
  return Number(stored) < count;
}

/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern): arrows wrap around, Home and End go
 * to the ends. Any other key returns undefined.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

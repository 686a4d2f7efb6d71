/**
 * The option an arrow key moves to in the results list of `count` options from `active`: down from the last goes to
 * the first, up from the first to the last (the WAI-ARIA combobox pattern's wrap-around). Other keys, or an empty
 * list, move nothing.
 */
export function nextActive(key: string, active: number, count: number): number | undefined {
  if (count === 0 || (key !== 'ArrowDown' && key !== 'ArrowUp')) return undefined;
  const step = key === 'ArrowDown' ? 1 : -1;
  return (active + step + count) % count;
}

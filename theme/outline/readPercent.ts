/**
 * How far through the page the reader is, 0–100, as Rspress's reading indicator counts it: the scroll position,
 * plus up to one screen, minus the nav's 50 px, over the height of the content.
 */
export function readPercent(scrollTop: number, viewportHeight: number, contentHeight: number): number {
  if (contentHeight <= 0) return 0;
  const ahead = Math.min(scrollTop, viewportHeight);
  const percent = ((scrollTop - 50 + ahead) / contentHeight) * 100;
  return Math.floor(Math.min(Math.max(0, percent), 100));
}

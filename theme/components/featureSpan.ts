const SPANS = new Set([2, 3, 4, 6]);

/** The grid class of a home feature card: it spans 2, 3, 4 (the default) or 6 columns. */
export function featureSpanClass(span: number | undefined): string {
  return `rp-home-feature__item--span-${span !== undefined && SPANS.has(span) ? span : 4}`;
}

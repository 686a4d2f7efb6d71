const SPANS = new Set([2, 3, 4, 6]);

/** How many of 12 columns a home feature card takes on a wide screen: 2, 3, 4 (the default) or 6. */
export function featureSpan(span: number | undefined): number {
  return span !== undefined && SPANS.has(span) ? span : 4;
}

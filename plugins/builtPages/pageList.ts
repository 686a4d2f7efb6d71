/** The routes read from the docs folder that were not built, and the routes built that it does not list. */
export function pageListDifferences(expected: Set<string>, built: Set<string>): string[] {
  return [
    ...[...expected].filter((route) => !built.has(route)).map((route) => `not built: ${route}`),
    ...[...built].filter((route) => !expected.has(route)).map((route) => `built but not in docs/: ${route}`),
  ];
}

/**
 * Stops the build when the pages built are not the pages of the docs folder (config/siteRoutes.ts): every page ships
 * that list, and its language and version menus and links between editions trust it.
 */
export function checkPageList(expected: Iterable<string>, built: Iterable<string>): void {
  const differences = pageListDifferences(new Set(expected), new Set(built));
  if (differences.length) {
    throw new Error(
      `[patchbay:built-pages] the pages built and the pages in docs/ differ (config/siteRoutes.ts), ${differences.length} in all:\n${differences
        .slice(0, 20)
        .map((d) => `  ${d}`)
        .join('\n')}`,
    );
  }
}

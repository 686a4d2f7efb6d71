/** What the build reads of Rspress's llms-full.txt, and how Rspress's copy step writes a page's JSX. */

/**
 * The pages of an llms-full.txt: Rspress writes each page's copy under a front matter naming it (`---`, `url: …`,
 * `---`), so each part is one page's Markdown with its header, and joined again they are the file.
 */
export function llmsFullPages(text: string): string[] {
  return text.split(/^(?=---\nurl: [^\n]*\n---\n)/m);
}

/**
 * How Rspress's copy step treats the JSX of a page (`llms.remarkSplitMdxOptions`). `<kbd>` is written out as HTML,
 * so a key reads as a key in a paragraph as it already does in a list or table (which the step writes out whole);
 * kept as an element, it loses its tags. The source '' matches an element that is not imported.
 */
export const markdownCopySplit: { excludes: [string[], string][] } = { excludes: [[['kbd'], '']] };

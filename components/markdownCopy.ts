/**
 * Rspress renders every page a second time into Markdown for llms.txt and "Copy Markdown". There a component
 * returns Markdown text instead of markup: an SVG diagram becomes its title and description, a list of facts a
 * list, where the HTML-to-Markdown step would otherwise run their texts together.
 */
export const IN_MARKDOWN_COPY = Boolean(import.meta.env.SSG_MD);

/** A diagram or image as Markdown: its title in bold, then what it shows. */
export function figureMarkdown(title: string, description: string): string {
  return `\n\n**${title.trim()}.** ${description.trim()}\n\n`;
}

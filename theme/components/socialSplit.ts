/** The navbar's social links split: the first `inline` show as icons, the rest sit in the overflow menu. */
export function splitSocialLinks<T>(links: readonly T[], inline: number): { shown: T[]; more: T[] } {
  return { shown: links.slice(0, inline), more: links.slice(inline) };
}

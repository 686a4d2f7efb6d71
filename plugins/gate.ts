/**
 * Content problems stop the build and CI, but only inform the dev server: a contributor who adds an English page sees
 * what is missing while the site keeps serving, and the gate (`npm run build`) enforces it.
 */
export interface ProblemSection {
  title: string;
  problems: string[];
}

/**
 * Throws every problem with its section title in a build; in dev (Rspress passes `isProd` false), prints them as a
 * warning and returns. Anything else counts as a build, so a caller that passes nothing is never let off.
 */
export function gate(plugin: string, sections: ProblemSection[], isProd: boolean | undefined): void {
  const report = sections.filter((section) => section.problems.length);
  if (!report.length) return;
  const message = `[${plugin}] ${report
    .map(({ title, problems }) => `${title}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    .join('\n')}`;
  if (isProd !== false) throw new Error(message);
  console.warn(`\x1b[33m${message}\n  (the dev server keeps serving; the build stops on this)\x1b[0m`);
}

/**
 * Content problems stop the build and CI, but only inform the dev server: a contributor who adds an English page sees
 * what is missing while the site keeps serving, and the gate (`npm run build`) enforces it.
 */
export interface ProblemSection {
  title: string;
  problems: string[];
}

/** What the dev server's checks found, by check: a check that runs again replaces its own sections. */
const devReport = new Map<string, ProblemSection[]>();

/** Every problem the dev server let through, for the browser's panel (plugins/devProblems.ts). */
export function devProblems(): ProblemSection[] {
  return [...devReport.values()].flat();
}

/**
 * Throws every problem with its section title in a build; in dev (Rspress passes `isProd` false), prints them as a
 * warning, notes them for the browser's panel and returns. Anything else counts as a build, so a caller that passes
 * nothing is never let off.
 */
export function gate(plugin: string, sections: ProblemSection[], isProd: boolean | undefined): void {
  const report = sections.filter((section) => section.problems.length);
  if (isProd === false) devReport.set(plugin, report);
  if (!report.length) return;
  const message = `[${plugin}] ${report
    .map(({ title, problems }) => `${title}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    .join('\n')}`;
  if (isProd !== false) throw new Error(message);
  console.warn(`\x1b[33m${message}\n  (the dev server keeps serving; the build stops on this)\x1b[0m`);
}

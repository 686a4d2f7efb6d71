/** A new issue in the docs repository `repo`, its title and first lines filled in (theme/components/ReportProblem.tsx). */
export function reportProblemUrl(repo: string, title: string, body: string): string {
  return `${repo}/issues/new?${new URLSearchParams({ title, body }).toString()}`;
}

/**
 * Checks the changelog (data/nodes/history.ts) at build time: dates, releases in date order, entries that name nodes
 * of the catalogue, a "what" for every change but an addition, and every node added exactly once.
 */
import { z } from 'zod';
import type { Release } from './history';
import { isoDate } from './schema';

const text = z.string().trim().min(1);
const both = z.strictObject({ en: text, zh: text });

const releaseSchema = z.strictObject({
  date: isoDate,
  title: both,
  changes: z
    .array(
      z
        .strictObject({
          node: z.string(),
          change: z.enum(['added', 'changed', 'deprecated', 'retired', 'removed']),
          what: both.optional(),
        })
        .superRefine((c, ctx) => {
          if (c.change !== 'added' && !c.what) {
            ctx.addIssue({ code: 'custom', path: ['what'], message: `a "${c.change}" entry says what changed` });
          }
        }),
    )
    .min(1),
});

/** Every problem of the changelog, each naming data/nodes/history.ts, the release and the field. */
export function validateHistory(releases: Release[], nodeIds: string[]): string[] {
  const problems: string[] = [];
  const at = (i: number) => `data/nodes/history.ts: RELEASES[${i}] (${releases[i]?.date ?? '?'})`;
  const known = new Set(nodeIds);
  const added = new Map<string, number>();
  releases.forEach((release, i) => {
    const parsed = releaseSchema.safeParse(release);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${at(i)}.${issue.path.join('.')}: ${issue.message}`);
      return;
    }
    if (i > 0 && release.date <= releases[i - 1].date) problems.push(`${at(i)}.date: not after the release before it`);
    release.changes.forEach((c, j) => {
      if (c.change !== 'removed' && !known.has(c.node))
        problems.push(`${at(i)}.changes[${j}].node: no node "${c.node}"`);
      if (c.change === 'added') added.set(c.node, (added.get(c.node) ?? 0) + 1);
    });
  });
  for (const id of nodeIds) {
    const times = added.get(id) ?? 0;
    if (times !== 1)
      problems.push(
        `data/nodes/history.ts: ${id}: ${times === 0 ? 'has no "added" entry' : 'is added more than once'}`,
      );
  }
  return problems;
}

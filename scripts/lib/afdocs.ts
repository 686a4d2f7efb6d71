/**
 * The Agent-Friendly Documentation Spec's checker (the `afdocs` package) run against a served build. The built pages
 * link to the site's published origin (config/site.ts), so afdocs is told that origin is the one it checks: it reads
 * links to SITE_ORIGIN as links to the served build (its `canonicalOrigin`, made for previews).
 *
 * One check cannot pass on a static host: `content-negotiation` (Markdown for `Accept: text/markdown` on a page's
 * own URL) needs a server that looks at the request; agents find the Markdown at `<page>.md` and in llms.txt instead.
 */
import { computeScore, runChecks } from 'afdocs';
import { SITE_ORIGIN } from '../../config/site';
import { startStaticServer } from './staticServer';

export interface AfdocsCheck {
  id: string;
  status: string;
  message: string;
  /** Points earned and possible in the score. */
  earned: number;
  max: number;
}

export interface AfdocsResult {
  /** The overall score, 0–100. */
  score: number;
  grade: string;
  /** Ids of the checks that failed, and of those that warned. */
  failed: string[];
  warned: string[];
  checks: AfdocsCheck[];
}

/**
 * Runs every afdocs check against `url`, a served build of the site. Sampling is deterministic (the same 50 pages
 * on every run), so two runs of one build score the same.
 */
export async function afdocsCheck(url: string, options: { canonicalOrigin?: string } = {}): Promise<AfdocsResult> {
  const report = await runChecks(url, {
    canonicalOrigin: options.canonicalOrigin ?? SITE_ORIGIN,
    samplingStrategy: 'deterministic',
  });
  const scored = computeScore(report);
  const checks = report.results.map((result) => {
    const points = scored.checkScores[result.id];
    return {
      id: result.id,
      status: result.status,
      message: result.message,
      earned: points?.earnedScore ?? 0,
      max: points?.maxScore ?? 0,
    };
  });
  return {
    score: scored.overall,
    grade: scored.grade,
    failed: checks.filter((c) => c.status === 'fail' || c.status === 'error').map((c) => c.id),
    warned: checks.filter((c) => c.status === 'warn').map((c) => c.id),
    checks,
  };
}

/** Serves the build in `root` with the project's static server on a free port and runs afdocsCheck against it. */
export async function afdocsBuild(root: string, base = '/'): Promise<AfdocsResult> {
  const server = await startStaticServer({ root, base });
  // afdocs reuses connections; a connection the server closes just as a request goes out fails that request.
  server.server.keepAliveTimeout = 60_000;
  try {
    return await afdocsCheck(server.url);
  } finally {
    await server.close();
  }
}

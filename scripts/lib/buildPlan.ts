/**
 * How scripts/build.ts runs the editions' builds: side by side while their estimated memory fits the budget, so a
 * small site builds in about half the time and a large one still within the budget, one build at a time.
 */

/** The memory the builds together may take, MB: the 4 GB a build may use, less room for the build script itself. */
export const MEMORY_BUDGET_MB = 3_500;

/**
 * A build's peak memory for its number of pages, MB: a line through the peaks of one edition built at the site's size
 * and at ten times it (`npm run bench`; the figures are in the commit that set these).
 */
export function estimatedPeakMb(pages: number): number {
  return 700 + 2.4 * pages;
}

export interface Task<T> {
  name: string;
  estimateMb: number;
  run: () => Promise<T & { peakMb: number }>;
}

export interface Ran<T> {
  name: string;
  result: T & { peakMb: number };
  started: number;
  ended: number;
}

/**
 * Runs the tasks in order: a task starts when fewer than `jobs` run and the running ones' estimates and its own fit
 * `budgetMb` (or when none runs: a task over the budget runs alone). Rejects with the first failure, after the tasks
 * already running have ended.
 */
export async function runWithinBudget<T>(
  tasks: Task<T>[],
  { jobs, budgetMb }: { jobs: number; budgetMb: number },
): Promise<Ran<T>[]> {
  const done: Ran<T>[] = [];
  const running = new Map<string, { estimateMb: number; promise: Promise<void> }>();
  let failure: unknown;
  for (const task of tasks) {
    const fits = () =>
      running.size === 0 ||
      (running.size < jobs &&
        [...running.values()].reduce((mb, r) => mb + r.estimateMb, 0) + task.estimateMb <= budgetMb);
    while (!fits() && failure === undefined) await Promise.race([...running.values()].map((r) => r.promise));
    if (failure !== undefined) break;
    const started = performance.now();
    const promise = task.run().then(
      (result) => {
        done.push({ name: task.name, result, started, ended: performance.now() });
      },
      (error: unknown) => {
        failure ??= error;
      },
    );
    running.set(task.name, {
      estimateMb: task.estimateMb,
      promise: promise.finally(() => running.delete(task.name)),
    });
  }
  await Promise.all([...running.values()].map((r) => r.promise));
  if (failure !== undefined) throw failure;
  return done;
}

/**
 * The most memory the tasks can have taken at once, MB: for each task, its peak plus the peaks of the tasks that ran
 * at some time beside it (each process reports only its own peak, so this bounds their sum from above).
 */
export function concurrentPeakMb(ran: Ran<unknown>[]): number {
  return Math.max(
    0,
    ...ran.map((task) =>
      ran
        .filter((other) => other.started < task.ended && task.started < other.ended)
        .reduce((mb, other) => mb + other.result.peakMb, 0),
    ),
  );
}

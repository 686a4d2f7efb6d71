// What the site's build and the bench's stock Rspress build share about the Node process they run in.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const ONE_HELPER = '--v8-pool-size=1';

/**
 * On two cores, V8's four helper threads (garbage collection, background compiles) outnumber the cores that the build
 * and Rspack's threads already fill; with one helper the build takes less CPU (bench/build.md). V8 reads the flag only
 * at startup, so `script` runs again in a child Node that has it, and this process exits with the child's status.
 * Also prints the process's peak memory as it exits (the build bench reads it).
 */
export function buildProcess(script) {
  if (availableParallelism() <= 2 && !process.execArgv.includes(ONE_HELPER)) {
    const { status } = spawnSync(
      process.execPath,
      [ONE_HELPER, ...process.execArgv, script, ...process.argv.slice(2)],
      {
        stdio: 'inherit',
      },
    );
    // No status: the child was killed by a signal.
    process.exit(status ?? 1);
  }
  process.on('exit', () => process.stderr.write(`\nPEAK_RSS_KB=${process.resourceUsage().maxRSS}\n`));
}

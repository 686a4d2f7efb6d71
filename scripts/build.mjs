// `npm run build`: Rspress's build of every language and version (rspress.config.ts), which prints its peak memory as
// it exits (the build bench reads it).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

// On two cores, V8's four helper threads (garbage collection, background compiles) outnumber the cores that the build
// and Rspack's threads already fill; with one helper the build takes less CPU (bench/build.md). V8 reads the flag only
// at startup, so the build runs in a child Node that has it.
const ONE_HELPER = '--v8-pool-size=1';
if (availableParallelism() <= 2 && !process.execArgv.includes(ONE_HELPER)) {
  const { status } = spawnSync(
    process.execPath,
    [ONE_HELPER, ...process.execArgv, import.meta.filename, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  // No status: the child was killed by a signal.
  process.exit(status ?? 1);
}

process.on('exit', () => process.stderr.write(`\nPEAK_RSS_KB=${process.resourceUsage().maxRSS}\n`));
const { runCLI } = await import('@rspress/core');
process.argv = [process.argv[0], 'rspress', 'build'];
runCLI();

// `rspress build` in this process, which prints its peak memory as it exits (bench reads it; scripts/build.ts runs
// one per edition). A file, not `node -e`: Rspress's SSG worker threads inherit the process's flags.
process.on('exit', () => process.stderr.write(`\nPEAK_RSS_KB=${process.resourceUsage().maxRSS}\n`));
const { runCLI } = await import('@rspress/core');
process.argv = [process.argv[0], 'rspress', 'build'];
runCLI();

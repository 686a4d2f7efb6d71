// `npm run build`: Rspress's build of every language and version (rspress.config.ts), in this process, which prints
// its peak memory as it exits (the build bench reads it). A file, not `node -e`: Rspress's SSG worker threads inherit
// the process's flags.
process.on('exit', () => process.stderr.write(`\nPEAK_RSS_KB=${process.resourceUsage().maxRSS}\n`));
const { runCLI } = await import('@rspress/core');
process.argv = [process.argv[0], 'rspress', 'build'];
runCLI();

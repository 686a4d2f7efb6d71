/**
 * Runs `rspress build` in a child Node process and reports its wall time and peak memory (the child's maximum
 * resident set size, read from its own resource usage as it exits; the bundler's threads are included).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface BuildMeasure {
  seconds: number;
  peakMemoryMb: number;
}

// The runner lives in a temporary folder, so it imports Rspress by the URL it resolves to here.
const RUNNER = `
process.on('exit', () => process.stderr.write('\\nPEAK_RSS_KB=' + process.resourceUsage().maxRSS + '\\n'));
const { runCLI } = await import(${JSON.stringify(import.meta.resolve('@rspress/core'))});
process.argv = [process.argv[0], 'rspress', 'build'];
runCLI();
`;

export async function measureBuild(cwd: string, env: NodeJS.ProcessEnv = {}): Promise<BuildMeasure> {
  // A file, not `node -e`: Rspress's SSG worker threads inherit the process's flags, and `--input-type` stops them.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'patchbay-build-'));
  const runner = path.join(dir, 'build.mjs');
  await writeFile(runner, RUNNER);
  try {
    return await run(runner, cwd, env);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(runner: string, cwd: string, env: NodeJS.ProcessEnv): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [runner], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const peak = /PEAK_RSS_KB=(\d+)/.exec(stderr);
      if (code !== 0 || !peak) {
        reject(new Error(`rspress build in ${cwd} failed (exit ${code}):\n${(stdout + stderr).slice(-3000)}`));
        return;
      }
      resolve({ seconds, peakMemoryMb: Number(peak[1]) / 1024 });
    });
  });
}

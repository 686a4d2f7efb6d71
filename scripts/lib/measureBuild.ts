/**
 * Runs the site's build (`scripts/build.ts`, as `npm run build` does) in a child Node process and reports its wall
 * time and peak memory: the highest maximum resident set size of the processes it runs one after another (each
 * edition's Rspress build, and the build script itself), which each print as they exit; the bundler's threads are
 * included.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface BuildMeasure {
  seconds: number;
  peakMemoryMb: number;
}

export function measureBuild(cwd: string, env: NodeJS.ProcessEnv = {}): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(cwd, 'scripts/build.ts')], {
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
      const peaks = [...stderr.matchAll(/PEAK_RSS_KB=(\d+)/g)].map((match) => Number(match[1]));
      if (code !== 0 || !peaks.length) {
        reject(new Error(`the build in ${cwd} failed (exit ${code}):\n${(stdout + stderr).slice(-3000)}`));
        return;
      }
      resolve({ seconds, peakMemoryMb: Math.max(...peaks) / 1024 });
    });
  });
}

/**
 * Runs a build in a child Node process and reports its wall time, CPU time and peak memory.
 *
 * Peak memory: the highest maximum resident set size the build's processes print as they exit (`PEAK_RSS_KB=`,
 * scripts/lib/buildProcess.mjs); the bundler's threads are included.
 *
 * CPU time: user plus system time of the child and every descendant it waited for (Rspress's build, its Rspack
 * and SSG threads), read as the change in this process's `cutime` and `cstime` (/proc/self/stat, fields 16 and 17):
 * the kernel adds a child's times, with those of its own waited-for children, when the child is reaped. Linux only;
 * elsewhere the CPU time is NaN. Node gives no such total (`process.resourceUsage()` is this process's own).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface BuildMeasure {
  seconds: number;
  /** User plus system CPU seconds of the build's processes (NaN where /proc is missing). */
  cpuSeconds: number;
  peakMemoryMb: number;
}

/** Linux's clock tick, in which /proc reports times: USER_HZ, 100 on every architecture Linux runs Node on. */
const TICKS_PER_SECOND = 100;

/** Seconds of CPU this process's reaped children have used, user plus system; NaN without /proc. */
export function childrenCpuSeconds(stat = readProcStat()): number {
  if (stat === undefined) return Number.NaN;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of the line; the rest starts at field 3.
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / TICKS_PER_SECOND;
}

function readProcStat(): string | undefined {
  try {
    return readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
}

/** Runs `node <args>` in `cwd` and measures it; rejects with the end of its output when it fails. */
export function measureCommand(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = childrenCpuSeconds();
    const child = spawn(process.execPath, args, {
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
    // `close`, not `exit`: the child has been reaped (its times counted) and its output read.
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = childrenCpuSeconds() - cpuBefore;
      const peaks = [...stderr.matchAll(/PEAK_RSS_KB=(\d+)/g)].map((match) => Number(match[1]));
      if (code !== 0 || !peaks.length) {
        reject(new Error(`node ${args.join(' ')} in ${cwd} failed (exit ${code}):\n${(stdout + stderr).slice(-3000)}`));
        return;
      }
      resolve({ seconds, cpuSeconds, peakMemoryMb: Math.max(...peaks) / 1024 });
    });
  });
}

/** The site's build (`scripts/build.mjs`, as `npm run build` runs it) in `cwd`. */
export function measureBuild(cwd: string, env: NodeJS.ProcessEnv = {}): Promise<BuildMeasure> {
  return measureCommand(cwd, [path.join(cwd, 'scripts/build.mjs')], env);
}

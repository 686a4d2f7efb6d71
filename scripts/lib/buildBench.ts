/** The figures of scripts/bench-build.ts: medians over its rounds and the table it writes. */
import type { BuildMeasure } from './measureBuild';

export type Kind = 'stock' | 'site';
export type Temperature = 'cold' | 'warm';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each measure's median over the rounds. */
export function medianMeasure(measures: BuildMeasure[]): BuildMeasure {
  return {
    seconds: median(measures.map((m) => m.seconds)),
    cpuSeconds: median(measures.map((m) => m.cpuSeconds)),
    peakMemoryMb: median(measures.map((m) => m.peakMemoryMb)),
  };
}

/** The table bench/build.md holds: each build's medians and the site's over stock's. */
export function buildTable(results: Record<Kind, Record<Temperature, BuildMeasure>>, rounds: number): string {
  const row = (label: string, m: BuildMeasure) =>
    `| ${label} | ${m.seconds.toFixed(1)} s | ${m.cpuSeconds.toFixed(1)} s | ${Math.round(m.peakMemoryMb)} MB |`;
  const ratio = (t: Temperature) => {
    const [site, stock] = [results.site[t], results.stock[t]];
    return `| Site / stock, ${t} | ${(site.seconds / stock.seconds).toFixed(2)}× | ${(site.cpuSeconds / stock.cpuSeconds).toFixed(2)}× | ${(site.peakMemoryMb / stock.peakMemoryMb).toFixed(2)}× |`;
  };
  return [
    `Medians of ${rounds} round${rounds === 1 ? '' : 's'}. CPU: user + system seconds of all the build's processes. Memory: the highest peak the build reports (the site's: its editions' builds that ran side by side, added up).`,
    '',
    '| Build | Wall | CPU | Peak memory |',
    '| --- | --- | --- | --- |',
    row('Stock Rspress, cold', results.stock.cold),
    row('Site, cold', results.site.cold),
    row('Stock Rspress, warm', results.stock.warm),
    row('Site, warm', results.site.warm),
    ratio('cold'),
    ratio('warm'),
    `| Site warm / site cold | ${(results.site.warm.seconds / results.site.cold.seconds).toFixed(2)}× | ${(results.site.warm.cpuSeconds / results.site.cold.cpuSeconds).toFixed(2)}× | |`,
  ].join('\n');
}

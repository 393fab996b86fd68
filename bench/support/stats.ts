/** Small number helpers shared by the voice benches: percentiles and fixed-width figures. */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sorted[low] ?? Number.NaN;
  const b = sorted[high] ?? a;
  return a + (b - a) * (rank - low);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((s, v) => s + v, 0) / values.length;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a';
}

export function pct(numerator: number, denominator: number): string {
  return denominator === 0 ? 'n/a' : `${((100 * numerator) / denominator).toFixed(1)} %`;
}

export function p50p95(values: readonly number[]): string {
  return `p50 ${ms(percentile(values, 50)).padStart(7)}  p95 ${ms(percentile(values, 95)).padStart(7)}  (n=${values.length})`;
}

/** "PASS"/"MISS" next to a target, so shortfalls stand out in the printed figures. */
export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'MISS';
}

export function line(label: string, value: string): void {
  console.log(`  ${label.padEnd(44)} ${value}`);
}

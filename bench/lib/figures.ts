/** How the bench reports write their figures (RESULTS.md), and the percentile they use. */

/** Nearest-rank percentile; NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1]!;
}

export const n0 = (v: number) =>
  Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a';
export const ms = (v: number) =>
  Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : 'n/a';
export const kb = (v: number) => (Number.isFinite(v) ? `${(v / 1024).toFixed(1)} KB` : 'n/a');
export const mb = (v: number) => `${(v / 1024 ** 2).toFixed(0)} MB`;
export const pct = (v: number) => (Number.isFinite(v) ? `${(v * 100).toFixed(0)}%` : 'n/a');
export const met = (ok: boolean) => (ok ? '**met**' : '**not met**');

// The arithmetic of a line chart over time: where a value or a moment falls on the drawing, and which
// round values label the vertical axis. Pure, so the tests check it without drawing.

export interface ChartPoint {
  /** When it was measured. */
  at: Date;
  value: number;
}

export interface Band {
  min: number;
  max: number;
}

/** A linear map from [d0, d1] onto [r0, r1]; a zero-width domain maps to the middle of the range. */
export function linear(d0: number, d1: number, r0: number, r1: number) {
  return (v: number) => (d1 === d0 ? (r0 + r1) / 2 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0));
}

/** About `count` round values (1, 2 or 5 × 10ⁿ apart) covering [lo, hi], lowest first. */
export function niceTicks(lo: number, hi: number, count = 5): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [];
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.1 || 1;
    return niceTicks(lo - pad, hi + pad, count);
  }
  const raw = (hi - lo) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= hi + step * 1e-9; v += step) ticks.push(Number(v.toFixed(10)));
  if (ticks[ticks.length - 1] < hi) ticks.push(Number((ticks[ticks.length - 1] + step).toFixed(10)));
  return ticks;
}

/** The vertical extent: every value and the band, with the ticks that label it. */
export function valueAxis(points: readonly ChartPoint[], band?: Band | null) {
  const values = points.map((p) => p.value);
  if (band) values.push(band.min, band.max);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  return { ticks, min: ticks[0], max: ticks[ticks.length - 1] };
}

/** The horizontal extent: from the first to the last moment (one moment: a day either side). */
export function timeAxis(points: readonly ChartPoint[]) {
  const times = points.map((p) => p.at.getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  const day = 86_400_000;
  return first === last ? { start: first - day, end: last + day } : { start: first, end: last };
}

/** Where a value stands against its band, in words (a colour alone says nothing to some people). */
export function judge(value: number, band?: Band | null): 'Alto' | 'Bajo' | null {
  if (!band) return null;
  if (value > band.max) return 'Alto';
  if (value < band.min) return 'Bajo';
  return null;
}

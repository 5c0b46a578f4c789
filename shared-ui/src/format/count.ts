// Whole counts as es-ES writes them: "8000", "12.345", "1.234.567" (Spanish groups thousands only
// from five digits on). Written out rather than with Intl.NumberFormat: the first Intl formatter a
// page builds loads the locale's data, 30–50 ms of main thread in Chromium, and the dashboard's
// counters would pay it on every start-up. count.test.ts checks the output against Intl.

/** formatCount(12345) → "12.345"; a fraction is dropped (counts are whole). */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return value <= -1 ? `-${grouped}` : grouped;
}

/** A count with its noun, singular for exactly one: formatCountOf(1, 'servicio', 'servicios') →
 *  "1 servicio"; 0 → "0 servicios"; 12345 → "12.345 servicios" (grouped as formatCount). */
export function formatCountOf(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${Math.trunc(value) === 1 ? one : many}`;
}

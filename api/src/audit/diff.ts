/**
 * The changed leaves of two values of one shape, keyed by their path ("perro.hematocrit"):
 * { path: { from, to } }, as the activity log shows an edit. Empty when nothing changed.
 */
export function changedLeaves(
  before: unknown,
  after: unknown,
  path = '',
): Record<string, { from: unknown; to: unknown }> {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(before) && isObject(after) && !isLeafPair(before, after)) {
    const out: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      Object.assign(out, changedLeaves(before[key], after[key], path ? `${path}.${key}` : key));
    }
    return out;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? {} : { [path]: { from: before, to: after } };
}

/** A range ({ min, max }) is one value: its two ends are shown together. */
function isLeafPair(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return 'min' in before && 'max' in before && 'min' in after && 'max' in after;
}

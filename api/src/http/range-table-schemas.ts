import { withErrors } from './schemas.js';
import { versionOut, withVersion } from './versions.js';

// A range table (the lab's reference ranges, the vital signs' normal ranges): per species, per
// parameter, a { min, max } interval, read, saved whole with the version its form loaded, and reset.

export const BOUND_NOT_A_NUMBER_MSG = 'Debe ser un número';
export const RANGE_ORDER_MSG = 'El mínimo no puede ser mayor que el máximo';

/** A level's refusals: missing (in a complete table) and not an object. */
interface Messages {
  readonly required?: string;
  readonly type: string;
}

/** Every species and parameter required (`complete`), or each one optional. */
type RequiredKeys<C extends boolean, K extends string> = C extends true
  ? { readonly required: readonly K[] }
  : unknown;

type Level<Properties, C extends boolean, K extends string> = {
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly properties: Properties;
  readonly errorMessages: Messages;
} & RequiredKeys<C, K>;

export interface RangeTable<
  S extends string,
  P extends { key: string },
  B extends object,
  C extends boolean,
> {
  readonly species: readonly S[];
  /** The parameters in the table's order. */
  readonly parameters: readonly P[];
  /** A bound (min or max) of a parameter, as an edit must send it. */
  readonly bound: (parameter: P) => B;
  /** Every species and parameter required (the lab's), or each optional (the vital signs': none is flagged). */
  readonly complete: C;
  readonly messages: {
    readonly table: Messages;
    readonly species: (species: S) => Messages;
    readonly interval: (parameter: P) => Messages;
  };
  readonly tags: string[];
  readonly summaries: { readonly get: string; readonly edit: string; readonly reset: string };
}

const intervalOut = {
  type: 'object',
  properties: { min: { type: 'number' }, max: { type: 'number' } },
  required: ['min', 'max'],
  additionalProperties: false,
} as const;

/** The table's route schemas: GET, the saved body (a backup's table is checked against it too), PUT, DELETE. */
export function rangeTableSchemas<
  const S extends string,
  const P extends { key: string },
  B extends object,
  C extends boolean,
>(t: RangeTable<S, P, B, C>) {
  type K = P['key'];
  const required = <V>(values: readonly V[]) => (t.complete ? { required: values } : {});

  function interval(p: P) {
    return {
      type: 'object',
      additionalProperties: false,
      properties: { min: t.bound(p), max: t.bound(p) },
      required: ['min', 'max'],
      errorMessages: t.messages.interval(p),
    } as const;
  }

  // As the form sends it (intervals of bounds) or as answers carry it (intervalOut).
  function table<I extends object>(intervalOf: (p: P) => I) {
    const speciesRanges = (s: S) =>
      ({
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(t.parameters.map((p) => [p.key, intervalOf(p)])),
        ...required(t.parameters.map((p) => p.key)),
        errorMessages: t.messages.species(s),
      }) as Level<Record<K, I>, C, K>;
    return {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(t.species.map((s) => [s, speciesRanges(s)])),
      ...required(t.species),
      errorMessages: t.messages.table,
    } as Level<Record<S, Level<Record<K, I>, C, K>>, C, S>;
  }

  const rangesOut = table(() => intervalOut);
  // The table's version travels beside it (migration 008), like a record's.
  const savedResponse = {
    type: 'object',
    properties: { msg: { type: 'string' }, ranges: rangesOut, version: versionOut },
    required: ['msg', 'ranges', 'version'],
  } as const;

  const get = {
    summary: t.summaries.get,
    tags: t.tags,
    response: withErrors({
      200: {
        type: 'object',
        properties: { ranges: rangesOut, defaults: rangesOut, version: versionOut },
        required: ['ranges', 'defaults', 'version'],
      },
    }),
  };
  const save = {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { ranges: table(interval) },
      required: ['ranges'],
    },
    response: withErrors({ 200: savedResponse }),
  } as const;
  // PUT from the screen: the table and the version its form loaded (http/versions.ts).
  const edit = { ...save, summary: t.summaries.edit, tags: t.tags, body: withVersion(save.body) } as const;
  const reset = { summary: t.summaries.reset, tags: t.tags, response: withErrors({ 200: savedResponse }) };
  return { get, save, edit, reset };
}

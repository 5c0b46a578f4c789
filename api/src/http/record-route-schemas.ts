import { listQuerySchema } from './paging.js';
import { msgResponseSchema, savedSchema, withErrors } from './schemas.js';
import { withVersion } from './versions.js';

/** What a kind of record kept under a pet is answered as, written with and addressed by. */
interface RecordKind<
  K extends string,
  R extends object,
  B extends object,
  PP extends object,
  P extends object,
> {
  readonly tags: string[];
  /** The record's field in the answers: `{ <key> }`, `{ msg, <key> }`. */
  readonly key: K;
  readonly record: R;
  /** The create body; an edit sends it whole with the version its form loaded (http/versions.ts). */
  readonly body: B;
  /** The parent's params a create is addressed by (`:patientId`). */
  readonly parentParams: PP;
  /** The record's own params (`:id`). */
  readonly params: P;
}

/**
 * The create, list, read, edit and delete route schemas of a record kept under a pet (a consultation, a
 * vaccine or deworming, an exam, a grooming service): each kind has them in the same shape, only its
 * summaries differ.
 */
export function recordRouteSchemas<
  const K extends string,
  R extends object,
  const B extends { properties: object; required: readonly string[] },
  PP extends object,
  P extends object,
>(kind: RecordKind<K, R, B, PP, P>) {
  const { tags, key, body, params } = kind;
  const saved = savedSchema(key, kind.record);
  return {
    create: (summary: string) => ({
      summary,
      tags,
      params: kind.parentParams,
      body,
      response: withErrors({ 201: saved }),
    }),
    /** The parent's records, `{ <listKey>: [...] }`: all or a search; with page or limit a page (http/paging.ts). */
    list: (summary: string, listKey: string) => ({
      summary,
      tags,
      params: kind.parentParams,
      querystring: listQuerySchema,
      response: withErrors({
        200: {
          type: 'object',
          properties: { [listKey]: { type: 'array', items: kind.record } },
          required: [listKey],
        },
      }),
    }),
    /** `record`: the record as this answer shows it, when it shows more (its authors, say). */
    get: (summary: string, record: object = kind.record) => ({
      summary,
      tags,
      params,
      response: withErrors({ 200: { type: 'object', properties: { [key]: record }, required: [key] } }),
    }),
    update: (summary: string) => ({
      summary,
      tags,
      params,
      body: withVersion(body),
      response: withErrors({ 200: saved }),
    }),
    remove: (summary: string) => ({
      summary,
      tags,
      params,
      response: withErrors({ 200: msgResponseSchema }),
    }),
  };
}

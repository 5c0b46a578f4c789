import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { none } from 'stream-chain/defs.js';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { HttpError } from '../http/errors.js';
import {
  CLINIC_WHERE,
  COLLECTIONS,
  CORRUPT_MSG,
  NOT_A_BACKUP_MSG,
  RECORD_NAMES,
  RECORD_TOO_BIG_MSG,
  invalidRecord,
  SCHEDULE_WHERE,
  TOO_BIG_MSG,
  tooManyMsg,
  VITAL_RANGES_WHERE,
  type BackupLimits,
  type Collection,
} from './format.js';

/** What the reader hands on, one top-level value or one record at a time, in file order. */
export interface DocumentVisitor {
  /**
   * format, version, exportedAt, labReferenceRanges, vitalReferenceRanges, clinic or schedule (anything else at the
   * top level is skipped).
   */
  field(key: string, value: unknown): void;
  /** One of the lists begins. */
  list(collection: Collection): void;
  record(collection: Collection, index: number, value: unknown): Promise<void>;
}

const FIELDS = new Set([
  'format',
  'version',
  'exportedAt',
  'labReferenceRanges',
  'vitalReferenceRanges',
  'clinic',
  'schedule',
]);
const isCollection = (key: string): key is Collection => (COLLECTIONS as readonly string[]).includes(key);
/** How a refusal names a top-level field too big to read (the header's fields are named by none). */
const FIELD_WHERE = new Map([
  ['labReferenceRanges', 'los rangos de referencia'],
  ['vitalReferenceRanges', VITAL_RANGES_WHERE],
  ['clinic', CLINIC_WHERE],
  ['schedule', SCHEDULE_WHERE],
]);
/** Top-level keys longer than any known one are unknown: no need to keep more of them. */
const MAX_KEY = 32;
/** Nesting inside one record (an exam's differentialCount is 2 deep, reference ranges 3). */
const MAX_DEPTH = 8;

/**
 * Reads the gzip'd backup at `file` without ever holding it whole: inflated and tokenised a chunk at
 * a time, each record assembled alone and handed to the visitor before the next is read. Every cap
 * is checked as the bytes arrive: the inflated size, the records of each list (refused on the first
 * record past the cap), the size of one record. A refusal is a Spanish 4xx.
 */
export async function readBackup(
  file: string,
  limits: BackupLimits,
  visitor: DocumentVisitor,
): Promise<void> {
  const tokens = new DocumentTokens(limits, visitor);
  const parse = jsonParser({ packValues: false, streamValues: true });
  const decoder = new StringDecoder('utf8');
  const feed = async (text: string | typeof none) => {
    let out;
    try {
      // The parser's type leaves out `none`, the end-of-input mark it takes.
      out = (parse as (input: string | typeof none) => ReturnType<typeof parse>)(text);
    } catch {
      throw new HttpError(400, CORRUPT_MSG);
    }
    if (out !== none) for (const token of out.values) await tokens.push(token);
  };

  if (!(await startsWithGzip(file))) throw new HttpError(400, NOT_A_BACKUP_MSG);
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  let inflated = 0;
  try {
    // Iterated, not listened to: gunzip pauses while a chunk is parsed, so a "bomb" inflates only
    // as fast as it is read and is stopped a chunk past the cap.
    for await (const chunk of source.pipe(gunzip) as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > limits.inflatedBytes) throw new HttpError(413, TOO_BIG_MSG);
      await feed(decoder.write(chunk));
    }
  } catch (err) {
    const zlibError = String((err as NodeJS.ErrnoException).code).startsWith('Z_');
    throw zlibError ? new HttpError(400, CORRUPT_MSG) : err;
  } finally {
    source.destroy();
  }
  await feed(decoder.end());
  await feed(none);
  if (!tokens.ended) throw new HttpError(400, CORRUPT_MSG);
}

async function startsWithGzip(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

type Phase = 'start' | 'keys' | 'key' | 'value' | 'field' | 'list' | 'end';

/** The top level of the document: which key is being read, and where its value's tokens go. */
class DocumentTokens {
  private phase: Phase = 'start';
  private key = '';
  private readonly seen = new Set<string>();
  private sink: ValueBuilder | ValueSkipper | null = null;
  private collection: Collection | null = null;
  private count = 0;

  constructor(
    private readonly limits: BackupLimits,
    private readonly visitor: DocumentVisitor,
  ) {}

  get ended(): boolean {
    return this.phase === 'end';
  }

  async push(token: Token): Promise<void> {
    switch (this.phase) {
      case 'start':
        // A backup is one JSON object; a list, a text or a number is some other file.
        if (token.name !== 'startObject') throw new HttpError(400, NOT_A_BACKUP_MSG);
        this.phase = 'keys';
        return;
      case 'keys':
        if (token.name === 'endObject') this.phase = 'end';
        else if (token.name === 'startKey') [this.phase, this.key] = ['key', ''];
        return;
      case 'key':
        if (token.name === 'stringChunk' && this.key.length <= MAX_KEY) this.key += token.value;
        else if (token.name === 'endKey') this.phase = 'value';
        return;
      case 'value':
        return this.startValue(token);
      case 'field':
        if (this.sink!.push(token)) {
          if (this.sink instanceof ValueBuilder) this.visitor.field(this.key, this.sink.value);
          [this.sink, this.phase] = [null, 'keys'];
        }
        return;
      case 'list':
        return this.listToken(token);
      case 'end':
        return;
    }
  }

  private async startValue(token: Token): Promise<void> {
    const key = this.key;
    // JSON.parse would keep the last of two equal keys; a backup never repeats one.
    if (this.seen.has(key)) throw new HttpError(400, NOT_A_BACKUP_MSG);
    this.seen.add(key);
    if (isCollection(key)) {
      if (token.name !== 'startArray') throw new HttpError(400, NOT_A_BACKUP_MSG);
      this.visitor.list(key);
      [this.collection, this.count, this.phase] = [key, 0, 'list'];
      return;
    }
    const where = FIELD_WHERE.get(key);
    this.sink = FIELDS.has(key) ? new ValueBuilder(this.limits.recordChars, where) : new ValueSkipper();
    this.phase = 'field';
    return this.push(token);
  }

  private async listToken(token: Token): Promise<void> {
    const collection = this.collection!;
    if (!this.sink) {
      if (token.name === 'endArray') {
        this.phase = 'keys';
        return;
      }
      // Refused on the first record past the cap, before it is even assembled.
      if (this.count === this.limits.records[collection]) {
        throw new HttpError(413, tooManyMsg(collection, this.limits.records[collection]));
      }
      const where = `${RECORD_NAMES[collection].one} ${this.count + 1}`;
      this.sink = new ValueBuilder(this.limits.recordChars, where);
    }
    const builder = this.sink as ValueBuilder;
    if (builder.push(token)) {
      this.sink = null;
      await this.visitor.record(collection, this.count++, builder.value);
    }
  }
}

type Container = { value: Record<string, unknown> | unknown[]; key: string | null };

/**
 * Builds one JSON value from its tokens, as JSON.parse would, refusing it once its text passes
 * `maxChars` or nests deeper than MAX_DEPTH: a record is bounded before it is whole.
 */
class ValueBuilder {
  value: unknown = undefined;
  private readonly stack: Container[] = [];
  private text: string[] = [];
  private chars = 0;

  constructor(
    private readonly maxChars: number,
    /** The record, for the refusal («mascota 3»); undefined for the document's own fields. */
    private readonly where: string | undefined,
  ) {}

  /** Takes one token; true once the value is complete. */
  push(token: Token): boolean {
    this.chars += 'value' in token && typeof token.value === 'string' ? token.value.length : 1;
    if (this.chars > this.maxChars) throw this.tooBig();
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        if (this.stack.length === MAX_DEPTH) throw this.tooBig();
        this.stack.push({ value: token.name === 'startObject' ? {} : [], key: null });
        return false;
      case 'endObject':
      case 'endArray':
        return this.add(this.stack.pop()!.value);
      case 'startKey':
      case 'startString':
      case 'startNumber':
        this.text = [];
        return false;
      case 'stringChunk':
      case 'numberChunk':
        this.text.push(token.value);
        return false;
      case 'endKey':
        this.stack[this.stack.length - 1].key = this.text.join('');
        return false;
      case 'endString':
        return this.add(this.text.join(''));
      case 'endNumber':
        return this.add(Number(this.text.join('')));
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        return this.add(token.value);
      default:
        return false;
    }
  }

  private add(value: unknown): boolean {
    const parent = this.stack[this.stack.length - 1];
    if (!parent) {
      this.value = value;
      return true;
    }
    if (Array.isArray(parent.value)) parent.value.push(value);
    // An own "__proto__" property, as JSON.parse makes it, never the object's prototype.
    else
      Object.defineProperty(parent.value, parent.key!, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return false;
  }

  private tooBig(): HttpError {
    if (!this.where) return new HttpError(400, NOT_A_BACKUP_MSG);
    return invalidRecord(this.where, [{ field: 'body', msg: RECORD_TOO_BIG_MSG }]);
  }
}

/** Walks past a value nobody reads (an unknown top-level key): only its nesting is kept. */
class ValueSkipper {
  private depth = 0;

  push(token: Token): boolean {
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        this.depth++;
        return false;
      case 'endObject':
      case 'endArray':
        return --this.depth === 0;
      case 'endString':
      case 'endNumber':
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        return this.depth === 0;
      default:
        return false;
    }
  }
}

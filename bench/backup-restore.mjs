// What a backup restore costs (api/src/backup/README.md, «How a restore is read, and its limits»):
// for each file, its JSON and gzip sizes, the restore worker's peak heap while it reads and checks it,
// the heap its plan keeps, and the time, with the product's own caps (api/dist/backup/format.js).
//   (a) the seed's `clinic` scale as GET /api/backup exports it (timed), then restored through
//       POST /api/backup/restore on the real server (timed);
//   (b) the largest file the caps allow, built from (a)'s records: every list before the agenda at its
//       cap; then the agenda, (a)'s appointments with 2 to 4 statuses, each with two reminders, up to
//       their caps or as far as the 256 MiB inflated-document cap lets; the consultations (each with
//       one addendum) filling what is left; restored on the server as well (time, the server's peak RSS);
//   (c) the file that costs the worker most heap per byte: the smallest valid addenda, 200 to a
//       consultation, as many as the file's cap on addenda (limits.addenda) lets;
//   (d) the same through appointment statuses: the smallest valid appointments with 100 statuses each
//       (MAX_STATUS_CHANGES), as many as the file's cap on statuses (limits.statusChanges) lets.
// A file the worker's heap cap stops (the route's 413) is read once more with 4 GB, to tell its need.
// The worker is the product's (api/dist/backup/restore-worker.js) with its heap cap, run from
// lib/restore-probe-worker.mjs, which samples its heap. `node bench/backup-restore.mjs`; run it alone
// on a quiet machine (the times are the two cores').
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';
import { createGzip, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { ensureApiBuilt } from './lib/api-build.mjs';
import { clinicDatabase, runningEmbeddedUrl, startProduct } from './lib/clinic.mjs';
import { apiDist } from './lib/paths.mjs';
import { freePort, memoryMiB, stopProcess } from './lib/processes.mjs';
import { printRows, row, writeResults } from './lib/results.mjs';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const MiB = 2 ** 20;
const mib = (bytes) => Math.round((bytes / MiB) * 10) / 10;
const seconds = (ms) => Math.round(ms / 100) / 10;
/** The worker gets this long here (the product stops it at limits.workerMs): past it, still measured. */
const PATIENCE_MS = 10 * 60_000;

/**
 * The product's worker on `file` with the product's limits: { outcome, ms, peakUsedMiB, keptMiB,
 * mainCopyMiB, counts }. `ms` runs from the worker's start to its answer on this thread, as the
 * route's timer does; mainCopyMiB is the heap the plan takes here once received (the route's copy).
 */
function readInWorker(file, limits) {
  const entry = pathToFileURL(path.join(apiDist, 'backup', 'restore-worker.js')).href;
  gc();
  const mainBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const worker = new Worker(new URL('./lib/restore-probe-worker.mjs', import.meta.url), {
    workerData: { file, limits, now: new Date().toISOString(), entry },
    resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
    execArgv: [],
  });
  return new Promise((resolve) => {
    let answer = null;
    let ms = 0;
    const finish = (result) => {
      clearTimeout(timer);
      void worker.terminate();
      let mainCopyMiB = null;
      if (answer?.plan) {
        gc();
        mainCopyMiB = Math.round((process.memoryUsage().heapUsed - mainBefore) / MiB);
      }
      const counts = answer?.plan ? planCounts(answer.plan) : null;
      answer = null;
      resolve({ ms: Math.round(ms), mainCopyMiB, counts, ...result });
    };
    const timer = setTimeout(() => {
      ms = performance.now() - started;
      finish({ outcome: `sin respuesta en ${PATIENCE_MS / 60_000} min` });
    }, PATIENCE_MS);
    worker.on('message', (message) => {
      if ('probe' in message) {
        const outcome = answer.plan
          ? 'plan'
          : answer.refused
            ? `${answer.refused.status} ${answer.refused.msg}`
            : `falló: ${answer.failed}`;
        finish({ outcome, ...message.probe });
        return;
      }
      ms = performance.now() - started;
      answer = message;
    });
    worker.on('error', (err) => {
      ms = performance.now() - started;
      const outcome =
        err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? '413 sin memoria (tope del worker)' : String(err);
      finish({ outcome });
    });
  });
}

function planCounts(plan) {
  return {
    owners: plan.owners.length,
    patients: plan.patients.length,
    labExams: plan.labExams.length,
    grooming: plan.grooming.length,
    consultations: plan.consultations.length,
    addenda: plan.consultations.reduce((n, c) => n + c.addenda.length, 0),
    preventives: plan.preventives.length,
    appointments: plan.appointments.length,
    statusChanges: plan.appointments.reduce((n, a) => n + a.history.length, 0),
    reminders: plan.reminders.length,
  };
}

/** Writes the document's pieces through gzip: { jsonBytes, gzipBytes }. */
async function writeDocument(file, pieces) {
  const gzip = createGzip();
  const out = createWriteStream(file);
  gzip.pipe(out);
  let jsonBytes = 0;
  let batch = [];
  let batchChars = 0;
  const flush = async () => {
    const text = batch.join('');
    [batch, batchChars] = [[], 0];
    jsonBytes += Buffer.byteLength(text);
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  for (const piece of pieces) {
    batch.push(piece);
    batchChars += piece.length;
    if (batchChars > MiB) await flush();
  }
  await flush();
  gzip.end();
  await once(out, 'finish');
  return { jsonBytes, gzipBytes: statSync(file).size };
}

/** The pieces of a document: `doc`'s top-level values in its order, each list from `lists[key]` when given. */
function* documentPieces(doc, lists) {
  let first = true;
  for (const [key, value] of Object.entries(doc)) {
    yield `${first ? '{' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (!lists[key]) {
      yield JSON.stringify(value);
      continue;
    }
    yield '[';
    let i = 0;
    for (const record of lists[key]()) yield (i++ ? ',' : '') + JSON.stringify(record);
    yield ']';
  }
  yield '}';
}

/** An id shaped like the export's (a UUID), unique within its list. */
const idOf = (kind, i) => `${kind}${i.toString(16).padStart(7, '0')}-0000-4000-8000-000000000000`;

function* times(n, make) {
  for (let i = 0; i < n; i++) yield make(i);
}

/** A follow-up note as a vet writes one, by the consultation's vet. */
const ADDENDUM_TEXT =
  'Control telefónico a las 48 horas: come bien, sin vómitos; se mantiene el tratamiento.';

const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;
/** An instant (ISO 8601) moved by `ms`. */
const moved = (iso, ms) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * (b)'s agenda: (a)'s appointments that went through 2 to 4 statuses, cycled under new ids, each
 * copy of them moved back by whole weeks past the last one's span (so nobody is booked twice and the
 * restore finds their people free), their pets spread over the file's; and two reminders for each, as
 * the planner makes them: the one for its start (sent by e-mail, or by WhatsApp one in four, once due;
 * pending while ahead) and the one for the start it had before being moved a day later (cancelled).
 */
function agendaMakers(a, pet) {
  const template = (a.appointments ?? []).filter(
    (x) => x.statusHistory.length >= 2 && x.statusHistory.length <= 4,
  );
  if (template.length === 0) throw new Error('(b): el respaldo (a) no tiene citas con 2 a 4 estados');
  let first = Infinity;
  let last = -Infinity;
  for (const x of template) {
    first = Math.min(first, Date.parse(x.createdAt), Date.parse(x.startsAt));
    last = Math.max(last, Date.parse(x.updatedAt), Date.parse(x.endsAt));
    for (const change of x.statusHistory) last = Math.max(last, Date.parse(change.at));
  }
  const span = (Math.ceil((last - first) / WEEK_MS) + 1) * WEEK_MS;
  const now = Date.now();
  const appointment = (i) => {
    const x = template[i % template.length];
    const back = -Math.floor(i / template.length) * span;
    return {
      ...x,
      id: idOf('g', i),
      patientId: pet(i * 5),
      startsAt: moved(x.startsAt, back),
      endsAt: moved(x.endsAt, back),
      statusHistory: x.statusHistory.map((change) => ({ ...change, at: moved(change.at, back) })),
      createdAt: moved(x.createdAt, back),
      updatedAt: moved(x.updatedAt, back),
    };
  };
  const reminder = (j) => {
    const ap = appointment(j >> 1);
    const earlier = j % 2 === 1;
    const remindsOf = earlier ? moved(ap.startsAt, -DAY_MS) : ap.startsAt;
    const sendAt = moved(remindsOf, -DAY_MS);
    const whatsapp = (j >> 1) % 4 === 3;
    const sent = !earlier && Date.parse(sendAt) <= now;
    return {
      id: idOf('h', j),
      kind: 'appointment',
      appointmentId: ap.id,
      preventiveId: null,
      remindsOf,
      sendAt,
      channel: whatsapp ? 'whatsapp' : 'email',
      status: earlier ? 'cancelled' : sent ? 'sent' : 'pending',
      attempts: sent ? 1 : 0,
      lastError: '',
      sentAt: sent ? sendAt : null,
      sentBy: sent && whatsapp ? ap.vet : null,
      linkUsedAt: null,
      createdAt: ap.createdAt,
      updatedAt: sent ? sendAt : ap.createdAt,
    };
  };
  return { appointments: appointment, reminders: reminder };
}

/** The JSON text a list's `count` records take in the document (each with its comma). */
function listBytes(make, from, count) {
  let bytes = 0;
  for (let i = from; i < from + count; i++) bytes += Buffer.byteLength(JSON.stringify(make(i))) + 1;
  return bytes;
}

/**
 * (b): (a)'s records cycled under new ids up to every cap, the pets' links spread over the owners
 * and the other lists' over the pets. The lists before the agenda at their caps; then the agenda, an
 * appointment with its two reminders at a time, up to their caps or the inflated-document cap (with
 * 2 KiB to spare); the consultations, written before the preventives, take what is left.
 */
function capsDocument(a, limits) {
  for (const key of ['appointments', 'reminders'])
    if (!Array.isArray(a[key])) throw new Error(`(b): el respaldo (a) no trae «${key}»`);
  const caps = limits.records;
  const pick = (list, i) => list[i % list.length];
  const pet = (i) => idOf('b', i % caps.patients);
  const make = {
    owners: (i) => ({ ...pick(a.owners, i), id: idOf('a', i) }),
    patients: (i) => ({ ...pick(a.patients, i), id: idOf('b', i), ownerId: idOf('a', i % caps.owners) }),
    labExams: (i) => ({ ...pick(a.labExams, i), id: idOf('c', i), patientId: pet(i) }),
    grooming: (i) => ({ ...pick(a.grooming, i), id: idOf('d', i), patientId: pet(i) }),
    consultations: (i) => {
      const c = pick(a.consultations, i);
      const addendum = { text: ADDENDUM_TEXT, createdAt: c.createdAt, author: c.vet };
      return { ...c, id: idOf('e', i), patientId: pet(i * 7), addenda: [addendum] };
    },
    preventives: (i) => ({ ...pick(a.preventives, i), id: idOf('f', i), patientId: pet(i * 3) }),
    ...agendaMakers(a, pet),
  };
  const lists = (counts) =>
    Object.fromEntries(Object.entries(make).map(([k, f]) => [k, () => times(counts[k], f)]));
  // Without the agenda and the consultations first: their share is what is left.
  let rest = 0;
  const before = { ...caps, consultations: 0, appointments: 0, reminders: 0 };
  for (const piece of documentPieces(a, lists(before))) rest += Buffer.byteLength(piece);
  let room = limits.inflatedBytes - 2048 - rest;
  let appointments = 0;
  const agendaMax = Math.min(caps.appointments, Math.floor(caps.reminders / 2));
  for (let i = 0; i < agendaMax; i++) {
    room -= listBytes(make.appointments, i, 1) + listBytes(make.reminders, 2 * i, 2);
    if (room < 0) break;
    appointments++;
  }
  let consultations = 0;
  for (let i = 0; room > 0 && i < caps.consultations; i++) {
    room -= listBytes(make.consultations, i, 1);
    if (room < 0) break;
    consultations++;
  }
  const counts = { ...before, consultations, appointments, reminders: 2 * appointments };
  let statusChanges = 0;
  for (let i = 0; i < appointments; i++) statusChanges += make.appointments(i).statusHistory.length;
  return { counts: { ...counts, statusChanges }, pieces: () => documentPieces(a, lists(counts)) };
}

/**
 * (c): one owner and one pet, then consultations with only their required fields, each with 200 of
 * the smallest addenda the checks take, up to the file's cap on addenda (before it, up to 256 MiB:
 * 8.1 million of them, a plan of 1.6 GB, stopped by the heap cap after a minute).
 */
function addendaDocument(a, limits) {
  const addendum = { text: 'a', createdAt: '2020' };
  const addenda = Array.from({ length: 200 }, () => addendum);
  const template = a.consultations[0];
  const consultation = (i) => ({
    id: idOf('e', i),
    patientId: a.patients[0].id,
    date: template.date,
    reason: 'a',
    createdAt: '2020',
    updatedAt: '2020',
    addenda,
  });
  const base = { ...a, owners: [a.owners[0]], patients: [{ ...a.patients[0], ownerId: a.owners[0].id }] };
  const head = { labExams: [], grooming: [], preventives: [], appointments: [], reminders: [] };
  let rest = 0;
  for (const piece of documentPieces({ ...base, ...head, consultations: [] }, {}))
    rest += Buffer.byteLength(piece);
  const each = Buffer.byteLength(JSON.stringify(consultation(0))) + 1;
  const count = Math.min(
    limits.records.consultations,
    Math.floor(limits.addenda / addenda.length),
    Math.floor((limits.inflatedBytes - 2048 - rest) / each),
  );
  return {
    counts: { consultations: count, addenda: count * 200 },
    pieces: () => documentPieces({ ...base, ...head }, { consultations: () => times(count, consultation) }),
  };
}

/**
 * (d): as (c), through appointment statuses: one owner and one pet, then appointments with only their
 * required fields (the shortest kind and status, five minutes long), each with 100 of the smallest
 * statuses the checks take (MAX_STATUS_CHANGES), up to the file's cap on statuses.
 */
function statusesDocument(a, limits, maxStatuses) {
  const change = { status: 'in_room', at: '2020-01-01T00:00:00Z' };
  const statusHistory = Array.from({ length: maxStatuses }, () => change);
  const appointment = (i) => ({
    id: idOf('g', i),
    patientId: a.patients[0].id,
    kind: 'other',
    status: 'in_room',
    startsAt: '2020-01-01T00:00:00Z',
    endsAt: '2020-01-01T00:05:00Z',
    createdAt: '2020',
    updatedAt: '2020',
    statusHistory,
  });
  const base = { ...a, owners: [a.owners[0]], patients: [{ ...a.patients[0], ownerId: a.owners[0].id }] };
  const head = { labExams: [], grooming: [], consultations: [], preventives: [], reminders: [] };
  let rest = 0;
  for (const piece of documentPieces({ ...base, ...head, appointments: [] }, {}))
    rest += Buffer.byteLength(piece);
  const each = Buffer.byteLength(JSON.stringify(appointment(0))) + 1;
  const count = Math.min(
    limits.records.appointments,
    Math.floor(limits.statusChanges / maxStatuses),
    Math.floor((limits.inflatedBytes - 2048 - rest) / each),
  );
  return {
    counts: { appointments: count, statusChanges: count * maxStatuses },
    pieces: () => documentPieces({ ...base, ...head }, { appointments: () => times(count, appointment) }),
  };
}

/** POST /api/backup/restore with the file as its one part (node:http: no client timeout). */
function restore(base, token, file) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="respaldo.json.gz"\r\n` +
      'Content-Type: application/gzip\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, readFileSync(file), tail]);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/backup/restore`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
          ms: Math.round(performance.now() - started),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The bench clinic emptied (its owners, and with them every record), so it can be restored into. */
async function emptyClinic(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DELETE FROM owners');
  } finally {
    await client.end();
  }
}

function workerRows(label, doc, read, limits) {
  const rows = [
    row(
      `${label}: JSON`,
      mib(doc.jsonBytes),
      'MiB',
      `≤ ${mib(limits.inflatedBytes)} MiB`,
      doc.jsonBytes <= limits.inflatedBytes,
    ),
    row(`${label}: gzip`, mib(doc.gzipBytes), 'MiB'),
    row(`${label}: lectura en el worker`, read.outcome, ''),
    row(
      `${label}: tiempo del worker`,
      seconds(read.ms),
      's',
      `< ${limits.workerMs / 1000} s`,
      read.ms < limits.workerMs,
    ),
  ];
  if (read.peakUsedMiB !== undefined) {
    rows.push(
      row(
        `${label}: heap del worker, pico (muestreado)`,
        read.peakUsedMiB,
        'MiB',
        `< ${limits.workerHeapMb} MiB`,
        read.peakUsedMiB < limits.workerHeapMb,
      ),
      row(`${label}: heap del worker, reservado (pico)`, read.peakCommittedMiB, 'MiB'),
      row(`${label}: heap del worker tras GC, con el plan`, read.keptMiB, 'MiB'),
    );
  }
  if (read.mainCopyMiB !== null)
    rows.push(row(`${label}: copia del plan en el hilo principal`, read.mainCopyMiB, 'MiB'));
  return rows;
}

/**
 * Whether the worker's plan holds every record the file was built with (a file the checks refused
 * would measure nothing): a row, and a warning printed when not.
 */
function planRow(label, expected, ...reads) {
  const got = reads.find((r) => r?.counts)?.counts;
  const missing = got
    ? Object.entries(expected).filter(([k, n]) => k in got && got[k] !== n)
    : Object.entries(expected);
  if (missing.length)
    console.warn(`${label}: el plan no tiene lo que el archivo lleva`, { expected, got: got ?? null });
  return row(
    `${label}: registros en el plan`,
    missing.length ? 'faltan' : 'todos',
    '',
    '= los del archivo',
    missing.length === 0,
  );
}

/** A heap large enough to tell how much a file refused at the product's cap would need. */
const AMPLE_HEAP_MB = 4096;

/**
 * The worker on `file` at the product's caps; when its heap cap stops it (413), once more with
 * AMPLE_HEAP_MB, to tell how far past the cap the file is: { read, ample?, rows }.
 */
async function readAtCaps(label, file, doc, limits) {
  const read = await readInWorker(file, limits);
  const rows = workerRows(label, doc, read, limits);
  if (read.peakUsedMiB !== undefined) return { read, rows };
  const ample = await readInWorker(file, { ...limits, workerHeapMb: AMPLE_HEAP_MB });
  const more = workerRows(`${label}, con ${AMPLE_HEAP_MB} MB de heap`, doc, ample, limits).slice(2);
  return { read, ample, rows: [...rows, ...more] };
}

/** How many records each of the product's lists (format.js COLLECTIONS) holds in `doc`. */
const countsOf = (doc, lists) => Object.fromEntries(lists.map((k) => [k, doc[k]?.length ?? 0]));
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

async function main() {
  ensureApiBuilt();
  const { resolveBackupLimits, MAX_STATUS_CHANGES, COLLECTIONS } = await import(
    pathToFileURL(path.join(apiDist, 'backup', 'format.js')).href
  );
  const limits = resolveBackupLimits();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vet-bench-backup-'));
  const file = (name) => path.join(dir, name);
  const clinic = await clinicDatabase();
  const rows = [];
  const extra = { limits };
  const port = await freePort();
  const api = await startProduct(clinic, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const dbUrl = clinic.databaseUrl ?? runningEmbeddedUrl(clinic.dataDir);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: clinic.email, password: clinic.password }),
    });
    const { token } = await login.json();

    // (a) The clinic's own file, as the download makes it: three downloads, the median.
    let bytes;
    const exportMs = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/backup`, { headers: { authorization: `Bearer ${token}` } });
      bytes = Buffer.from(await res.arrayBuffer());
      exportMs.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`GET /api/backup: ${res.status} ${bytes}`);
    }
    writeFileSync(file('a.json.gz'), bytes);
    const text = gunzipSync(bytes);
    const a = JSON.parse(text.toString('utf8'));
    const docA = { jsonBytes: text.length, gzipBytes: bytes.length };
    extra.a = { counts: countsOf(a, COLLECTIONS), exportMs: exportMs.map(Math.round) };
    console.log('(a) escala clínica:', extra.a.counts);

    // The worker's heap with no records: its code and compiled schemas, beside which a plan is kept.
    const empty = {
      ...a,
      owners: [],
      patients: [],
      labExams: [],
      grooming: [],
      consultations: [],
      preventives: [],
      appointments: [],
      reminders: [],
    };
    await writeDocument(file('empty.json.gz'), documentPieces(empty, {}));
    const readEmpty = await readInWorker(file('empty.json.gz'), limits);
    const readA = await readInWorker(file('a.json.gz'), limits);
    extra.a.read = readA;
    const restoredA = [];
    for (let run = 0; run < 2; run++) {
      await emptyClinic(dbUrl);
      const answer = await restore(base, token, file('a.json.gz'));
      if (answer.status !== 200)
        throw new Error(`restauración (a): ${answer.status} ${JSON.stringify(answer.body)}`);
      restoredA.push(answer.ms);
      extra.a.restored = answer.body.restored;
    }
    extra.a.restoreMs = restoredA;
    rows.push(
      row('Respaldo vacío: heap del worker tras GC (código y esquemas)', readEmpty.keptMiB, 'MiB'),
      row('Respaldo vacío: tiempo del worker', seconds(readEmpty.ms), 's'),
      row('(a) escala clínica: descarga GET /api/backup (mediana de 3)', seconds(median(exportMs)), 's'),
      ...workerRows('(a) escala clínica', docA, readA, limits),
      planRow('(a) escala clínica', extra.a.counts, readA),
      row('(a) escala clínica: restauración completa (1.ª)', seconds(restoredA[0]), 's'),
      row('(a) escala clínica: restauración completa (2.ª)', seconds(restoredA[1]), 's'),
    );

    // (b) Every cap, as far as the inflated-document cap lets.
    const b = capsDocument(a, limits);
    console.log('(b) todos los topes:', b.counts);
    const docB = await writeDocument(file('b.json.gz'), b.pieces());
    const readB = await readAtCaps('(b) todos los topes', file('b.json.gz'), docB, limits);
    extra.b = { counts: b.counts, read: readB.read, ample: readB.ample };
    rows.push(...readB.rows, planRow('(b) todos los topes', b.counts, readB.read, readB.ample));
    await emptyClinic(dbUrl);
    const rssBefore = memoryMiB(api.child.pid);
    const restoredB = await restore(base, token, file('b.json.gz'));
    const rssAfter = memoryMiB(api.child.pid);
    extra.b.restore = {
      status: restoredB.status,
      body: restoredB.body,
      ms: restoredB.ms,
      rssBefore,
      rssAfter,
    };
    rows.push(
      row(
        '(b) todos los topes: restauración completa',
        restoredB.status === 200 ? seconds(restoredB.ms) : `${restoredB.status} ${restoredB.body?.msg}`,
        restoredB.status === 200 ? 's' : '',
      ),
      row('(b) todos los topes: RSS máx. del servidor (VmHWM)', rssAfter.peak, 'MiB'),
    );
    // Not emptied again: (c) and (d) are read in the worker only, and the data dir goes with cleanup()
    // (DELETE FROM owners on (b)'s restore ran for over 19 minutes, in its grooming cascade).
    rmSync(file('b.json.gz'));

    // (c) The most heap a file under the caps can ask of the worker.
    const c = addendaDocument(a, limits);
    console.log('(c) notas mínimas:', c.counts);
    const docC = await writeDocument(file('c.json.gz'), c.pieces());
    const readC = await readAtCaps('(c) notas mínimas', file('c.json.gz'), docC, limits);
    extra.c = { counts: c.counts, read: readC.read, ample: readC.ample };
    rows.push(...readC.rows, planRow('(c) notas mínimas', c.counts, readC.read, readC.ample));
    rmSync(file('c.json.gz'));

    // (d) The same through appointment statuses.
    const d = statusesDocument(a, limits, MAX_STATUS_CHANGES);
    console.log('(d) estados mínimos:', d.counts);
    const docD = await writeDocument(file('d.json.gz'), d.pieces());
    const readD = await readAtCaps('(d) estados mínimos', file('d.json.gz'), docD, limits);
    extra.d = { counts: d.counts, read: readD.read, ample: readD.ample };
    rows.push(...readD.rows, planRow('(d) estados mínimos', d.counts, readD.read, readD.ample));
  } finally {
    await stopProcess(api.child);
    await clinic.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
  printRows('Restauración de un respaldo: memoria y tiempo', rows);
  writeResults('backup-restore', rows, extra);
}

export { capsDocument, addendaDocument, statusesDocument, documentPieces, writeDocument, readInWorker };

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 0; // figures only: never fail the run
  });
}

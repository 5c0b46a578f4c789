import { jest } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { findFreePort } from '../src/db/free-port.js';
import { OUTBOX_ONLY_WARNING } from '../src/mail/setup.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { startNginx, type Nginx } from './helpers/nginx.js';
import { jpeg, petFields } from './helpers/patients.js';
import {
  buildServer,
  call,
  signUpOverHttp,
  startServer,
  stopEverything,
  waitForHealth,
  type HttpAnswer,
  type ServerProcess,
} from './helpers/server-process.js';

jest.setTimeout(150_000);

/**
 * Issue #22, «Several instances»: two real servers (api/dist/server.js, what `npm start` runs) on one
 * PostgreSQL, each with its own DATA_DIR, behind Debian's nginx configured as the README says. A mixed
 * load goes through nginx (sign-up with its mailed code, login, owners created and edited, pets with
 * photos, backup and restore); one instance gets SIGKILL in the middle. What a clinic must see: nothing
 * acknowledged is lost, every photo is served by either instance, and the survivor serves it all.
 */

interface Family {
  n: number;
  ownerId: string;
  /** The addresses the owner may show: the edit's alone once acknowledged. */
  addresses: string[];
  petId?: string;
  /** The photo URL as the create answered it (signed by whichever instance took it). */
  photoUrl?: string;
}

/** Every answer the load got, and when its request was sent relative to the kill. */
interface Ledger {
  families: Family[];
  acknowledged: number;
  /** Requests sent before the dead instance had exited, answered with anything but 2xx. */
  cutShort: { method: string; url: string; status: number; answeredAfterKill: boolean }[];
  /** Creates cut short and sent again with their Idempotency-Key, as the forms do. */
  resent: number;
  /** Requests sent after it had exited, answered with anything but 2xx: none may be. */
  failedAfterDeath: { url: string; status: number }[];
  /** Writes sent after it had exited and acknowledged. */
  acknowledgedAfterDeath: number;
}

/** Where the run is: the kill not sent, sent (the process may still be dying), the process gone. */
const clock = { killSentAt: Number.POSITIVE_INFINITY, deadAt: Number.POSITIVE_INFINITY };

const newLedger = (): Ledger => ({
  families: [],
  acknowledged: 0,
  cutShort: [],
  resent: 0,
  failedAfterDeath: [],
  acknowledgedAfterDeath: 0,
});

const ok = (answer: HttpAnswer) => answer.status >= 200 && answer.status < 300;

/** One request through nginx, booked in the ledger. */
async function send(
  ledger: Ledger,
  base: string,
  method: string,
  url: string,
  body: unknown,
  token: string,
  headers: Record<string, string> = {},
) {
  const sentAt = performance.now();
  const answer = await call(base, method, url, body, token, headers);
  if (ok(answer) && method !== 'GET') ledger.acknowledged++;
  if (sentAt > clock.deadAt) {
    if (!ok(answer)) ledger.failedAfterDeath.push({ url, status: answer.status });
    else if (method !== 'GET') ledger.acknowledgedAfterDeath++;
  } else if (!ok(answer)) {
    const answeredAfterKill = performance.now() > clock.killSentAt;
    ledger.cutShort.push({ method, url, status: answer.status, answeredAfterKill });
  }
  return answer;
}

/**
 * A create as the forms send it, with a key of its own. nginx does not resend a POST an instance took
 * and never answered (it may have committed); the client does, with the same key, and gets one record.
 */
async function create(ledger: Ledger, base: string, url: string, body: () => unknown, token: string) {
  const key = { 'idempotency-key': randomUUID() };
  const first = await send(ledger, base, 'POST', url, body(), token, key);
  if (first.status !== 502) return first;
  ledger.resent++;
  return send(ledger, base, 'POST', url, body(), token, key);
}

/** A small JPEG of its own colour: every pet's photo is a different file. */
function photoForm(n: number, photo: Buffer): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(petFields({ name: `Mascota ${n}` }))) data.append(k, String(v));
  data.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `foto-${n}.jpg`);
  return data;
}

const colourOf = (n: number) => `#${((n * 2_654_435_761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;

/** Owner created, then edited (a new address), then a pet with a photo, then the pet read back. */
async function createFamily(ledger: Ledger, base: string, token: string, n: number): Promise<void> {
  const fields = { name: `Propietario ${n}`, contact: '+584121234567' };
  const created = await create(
    ledger,
    base,
    '/api/owners',
    () => ({ ...fields, address: `Calle ${n}` }),
    token,
  );
  if (!ok(created)) return;
  const owner = created.body.owner;
  const family: Family = { n, ownerId: owner._id, addresses: [`Calle ${n}`] };
  ledger.families.push(family);
  const address = `Avenida ${n}, edificio nuevo`;
  // nginx resends a PUT cut short to the other instance; if the first had committed, the version it
  // names is stale by then (409): the edit is there, unacknowledged, as after any lost answer.
  const edited = await send(
    ledger,
    base,
    'PUT',
    `/api/owners/${family.ownerId}`,
    { ...fields, address, version: owner.version },
    token,
  );
  family.addresses = ok(edited) ? [address] : [`Calle ${n}`, address];
  const photo = await jpeg(32, 24, colourOf(n));
  const url = `/api/owners/${family.ownerId}/patients`;
  const pet = await create(ledger, base, url, () => photoForm(n, photo), token);
  if (!ok(pet)) return;
  family.petId = pet.body.patient._id;
  family.photoUrl = pet.body.patient.photo;
  await send(ledger, base, 'GET', `/api/patients/${family.petId}`, undefined, token);
}

/** GET of a photo URL with no session header, as an <img> does: its bytes when served as WEBP. */
async function photoBytes(base: string, url: string): Promise<Buffer | undefined> {
  const res = await fetch(`${base}${url}`);
  if (res.status !== 200 || res.headers.get('content-type') !== 'image/webp') return undefined;
  return Buffer.from(await res.arrayBuffer());
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function downloadBackup(base: string, token: string) {
  const res = await fetch(`${base}/api/backup`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`respaldo: ${res.status} ${bytes.toString('utf8')}`);
  return {
    bytes,
    doc: JSON.parse(gunzipSync(bytes).toString('utf8')) as {
      owners: { id: string; address: string }[];
      patients: { id: string; name: string; photo: string | null }[];
    },
  };
}

describe('two instances behind nginx on one PostgreSQL, one killed mid-run', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let nginx: Nginx | undefined;

  beforeAll(async () => {
    await buildServer();
    database = await createTestDatabase();
    for (const name of ['a', 'b']) {
      const dir = await mkdtemp(path.join(os.tmpdir(), `vet-instance-${name}-`));
      await chmod(dir, 0o711);
      dataDirs.push(dir);
    }
    // Started together: the migrations serialise themselves on the shared database. The environment
    // is the README's: one database, a DATA_DIR each, nginx as the one proxy in front.
    const env = { DATABASE_URL: database.url, TRUST_PROXY: '1', APP_ENV: 'local' };
    for (const dir of dataDirs) servers.push(startServer(dir, await findFreePort(), env));
    await Promise.all(servers.map((s) => waitForHealth(s)));
    // No SMTP_URL: each instance says at start-up that its mail stays in its own outbox.
    for (const server of servers) expect(server.output()).toContain(OUTBOX_ONLY_WARNING);
    nginx = await startNginx(servers.map((s) => s.port));
  });

  afterAll(async () => {
    await nginx?.stop();
    await stopEverything(servers, []);
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged write, serves every photo through either instance, and the survivor serves it all', async () => {
    const proxy = nginx!.base;
    const doomed = servers[0]!;
    const started = performance.now();

    // Sign-up through nginx: the code is in the outbox of whichever instance took the request.
    const vet = await signUpOverHttp(proxy, dataDirs);
    const restorer = await signUpOverHttp(proxy, dataDirs);
    // A session opened on the instance about to die, used afterwards through nginx.
    const direct = await call(doomed.base, 'POST', '/api/auth/login', {
      email: vet.email,
      password: vet.password,
    });
    expect(direct.status).toBe(200);
    const doomedSession = direct.body.token as string;

    // Before the kill: families one after another, then each photo straight from each instance.
    const warmUp = newLedger();
    for (let n = 1; n <= 6; n++) {
      await createFamily(warmUp, proxy, vet.token, n);
      // Back to the list now and then: a family is four requests, and nginx takes turns, so without
      // this every upload would land on the same instance.
      if (n % 2) await send(warmUp, proxy, 'GET', '/api/owners', undefined, vet.token);
    }
    expect(warmUp.cutShort).toEqual([]);
    expect(warmUp.families.filter((f) => f.photoUrl)).toHaveLength(6);
    const uploads = (await nginx!.accessLog()).filter((l) =>
      /^POST \/api\/owners\/[^ ]+\/patients 201 /.test(l),
    );
    for (const server of servers)
      expect(uploads.some((l) => l.endsWith(`127.0.0.1:${server.port}`))).toBe(true);
    let photosCheckedDirect = 0;
    for (const family of warmUp.families) {
      const fromEach = await Promise.all(servers.map((s) => photoBytes(s.base, family.photoUrl!)));
      expect(fromEach.map((bytes) => bytes !== undefined)).toEqual([true, true]);
      expect(fromEach[0]!.equals(fromEach[1]!)).toBe(true);
      photosCheckedDirect++;
    }

    // The run: four writers through nginx; SIGKILL of one instance once 12 writes are acknowledged.
    const ledger = newLedger();
    let next = 100;
    const LAST = 100 + 28;
    const writer = async () => {
      while (next < LAST) await createFamily(ledger, proxy, vet.token, next++);
    };
    let servedAfterKillMs = Number.NaN;
    const killer = async () => {
      while (ledger.acknowledged < 12) await new Promise((r) => setTimeout(r, 5));
      clock.killSentAt = performance.now();
      doomed.child.kill('SIGKILL');
      // The first read after the kill, with the session opened on the dead instance.
      const owners = await call(proxy, 'GET', '/api/owners', undefined, doomedSession);
      expect(owners.status).toBe(200);
      servedAfterKillMs = performance.now() - clock.killSentAt;
      await doomed.exited;
      clock.deadAt = performance.now();
    };
    await Promise.all([writer(), writer(), writer(), writer(), killer()]);

    // Only what was in flight when the instance died may have gone unanswered (nginx's 502).
    expect(ledger.failedAfterDeath).toEqual([]);
    for (const cut of ledger.cutShort) {
      expect(cut.answeredAfterKill).toBe(true);
      expect(cut.method === 'PUT' ? [409, 502] : [502]).toContain(cut.status);
    }
    expect(ledger.acknowledgedAfterDeath).toBeGreaterThan(0);

    // Afterwards, through nginx (the survivor alone): every acknowledged write is there.
    const families = [...warmUp.families, ...ledger.families];
    let photosCheckedAfterKill = 0;
    for (const family of families) {
      const owner = await call(proxy, 'GET', `/api/owners/${family.ownerId}`, undefined, vet.token);
      expect(owner.status).toBe(200);
      expect(family.addresses).toContain(owner.body.address);
      if (!family.petId) continue;
      const pet = await call(proxy, 'GET', `/api/patients/${family.petId}`, undefined, vet.token);
      expect(pet.status).toBe(200);
      expect(pet.body.owner._id).toBe(family.ownerId);
      // The URL signed at upload (maybe by the dead instance) and the one signed now both serve it.
      const then = await photoBytes(proxy, family.photoUrl!);
      const now = await photoBytes(proxy, pet.body.photo);
      expect([then !== undefined, now !== undefined]).toEqual([true, true]);
      expect(then!.equals(now!)).toBe(true);
      photosCheckedAfterKill++;
    }

    // Creates resent with their key made one record each: no owner twice.
    const listed = (await call(proxy, 'GET', '/api/owners', undefined, vet.token)).body as { name: string }[];
    expect(new Set(listed.map((o) => o.name)).size).toBe(listed.length);

    // A backup through the survivor carries every photo, whichever instance stored it.
    const backup = await downloadBackup(proxy, vet.token);
    const withPet = families.filter((f) => f.petId);
    expect(backup.doc.owners.length).toBeGreaterThanOrEqual(families.length);
    for (const family of withPet) {
      const row = backup.doc.patients.find((p) => p.id === family.petId);
      expect(row?.photo).toEqual(expect.any(String));
    }

    // Restored through nginx into an empty account: the same photos, byte for byte.
    const upload = new FormData();
    upload.append(
      'file',
      new Blob([new Uint8Array(backup.bytes)], { type: 'application/gzip' }),
      'r.json.gz',
    );
    const restored = await call(proxy, 'POST', '/api/backup/restore', upload, restorer.token);
    expect(restored.status).toBe(200);
    expect(restored.body.restored.owners).toBe(backup.doc.owners.length);
    expect(restored.body.restored.patients).toBe(backup.doc.patients.length);
    const copies = (await call(proxy, 'GET', '/api/patients', undefined, restorer.token)).body as {
      name: string;
      photo: string;
    }[];
    for (const original of backup.doc.patients) {
      const copy = copies.find((p) => p.name === original.name);
      const bytes = await photoBytes(proxy, copy!.photo);
      expect(bytes && sha256(bytes)).toBe(sha256(Buffer.from(original.photo!, 'base64')));
    }

    const acknowledged = warmUp.acknowledged + ledger.acknowledged;
    const cut = (status: number) => ledger.cutShort.filter((c) => c.status === status).length;
    console.log(
      `Dos instancias tras nginx: ${acknowledged} escrituras confirmadas (${families.length} propietarios, ` +
        `${withPet.length} mascotas con foto), 0 perdidas; cortadas por el SIGKILL: ${cut(502)} sin respuesta ` +
        `(502; ${ledger.resent} altas reenviadas con su clave, sin duplicados), ${cut(409)} ediciones ya ` +
        `guardadas (409 al reenviarlas nginx); ${ledger.acknowledgedAfterDeath} confirmadas después; ` +
        `${photosCheckedDirect} fotos servidas por cada instancia antes del corte, ${photosCheckedAfterKill} ` +
        `por nginx después; primera lectura tras el SIGKILL en ${Math.round(servedAfterKillMs)} ms; ` +
        `respaldo de ${backup.doc.patients.length} mascotas restaurado; ` +
        `${Math.round((performance.now() - started) / 1000)} s en total.`,
    );
  });
});

import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { documentOf, downloadBackup, packDocument, uploadBackup, type Doc } from './helpers/backup.js';
import { createService } from './helpers/grooming.js';
import { get, signUp } from './helpers/http.js';
import { createExam } from './helpers/lab.js';
import { createOwner } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';
import { clinicIdOf } from './helpers/tenancy.js';

/** gzip of the pieces, written one at a time: a file that inflates to far more than the test holds. */
async function gzipPieces(pieces: Iterable<string>): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const out: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => out.push(chunk));
  for (const piece of pieces) if (!gzip.write(piece)) await once(gzip, 'drain');
  gzip.end();
  await once(gzip, 'end');
  return Buffer.concat(out);
}

const HEADER = '{"format":"vetclinic-respaldo","version":1,"exportedAt":"2026-01-01T00:00:00.000Z"';

/** The attacker's file of issue #22: about 150 KiB that inflates to a 150 MiB list of `{}` owners. */
function* emptyObjectBomb() {
  yield `${HEADER},"owners":[{}`;
  const mebibyte = ',{}'.repeat((1024 * 1024) / 3);
  for (let i = 0; i < 150; i++) yield mebibyte;
  yield '],"patients":[],"labExams":[],"grooming":[],"labReferenceRanges":null}';
}

/**
 * Issue #22 (1): a restore is bounded in memory and time and never stops the server answering others.
 * The file is read in a worker thread (heap cap, wall-clock limit), streamed, with each list capped
 * as its records arrive; one restore at a time per server.
 */
describe('backup restore bounds', () => {
  let t: TestApp;
  let template: Doc;
  const others: FastifyInstance[] = [];

  /** The same database and DATA_DIR with other restore limits. */
  async function appWith(backup: AppDeps['backup']): Promise<TestApp> {
    const app = buildApp({ db: t.db, mailer: t.mailer, dataDir: t.dataDir, clock: t.clock, backup });
    await app.ready();
    others.push(app);
    return { ...t, app };
  }

  /** A signed-in vet with an empty clinic, and how many owners it holds after the call. */
  async function emptyVet() {
    const vet = await signUp(t);
    const clinicId = await clinicIdOf(t.db, vet.email);
    const owners = async () => {
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM owners WHERE clinic_id = $1',
        [clinicId],
      );
      return rows[0].n;
    };
    return { ...vet, owners };
  }

  /** A valid backup with this many records of each list, copies of one real record each. */
  function generated(counts: { owners: number; patients: number; labExams: number; grooming: number }): Doc {
    const [owner, pet, exam, service] = [
      template.owners[0],
      template.patients[0],
      template.labExams[0],
      template.grooming[0],
    ];
    const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
    return {
      ...template,
      owners: times(counts.owners, (i) => ({ ...owner, id: `o${i}`, name: `Dueño ${i}` })),
      patients: times(counts.patients, (i) => ({
        ...pet,
        id: `p${i}`,
        ownerId: `o${i % counts.owners}`,
        name: `Mascota ${i}`,
      })),
      labExams: times(counts.labExams, (i) => ({
        ...exam,
        id: `e${i}`,
        patientId: `p${i % counts.patients}`,
      })),
      grooming: times(counts.grooming, (i) => ({
        ...service,
        id: `g${i}`,
        patientId: `p${i % counts.patients}`,
      })),
    };
  }

  beforeAll(async () => {
    t = await startTestApp();
    const a = await signUp(t);
    const owner = await createOwner(t, a.token);
    const pet = await createPet(t, a.token, owner._id);
    await createExam(t, a.token, pet._id);
    await createService(t, a.token, pet._id);
    template = documentOf((await downloadBackup(t, a.token)).bytes);
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
  });

  it('refuses the attacker’s 150 KiB file of 150 MiB of empty owners at its first record, in Spanish', async () => {
    const bomb = await gzipPieces(emptyObjectBomb());
    expect(bomb.length).toBeLessThan(200 * 1024);
    const vet = await emptyVet();
    expect(await uploadBackup(t, vet.token, bomb)).toMatchObject({
      status: 400,
      body: { msg: 'El respaldo tiene datos no válidos (propietario 1): Identificador ausente o repetido' },
    });
    expect(await vet.owners()).toBe(0);
    expect((await get(t.app, '/api/health')).status).toBe(200);
  });

  it('refuses a list one record past its cap (20.000 owners), naming the list and the cap', async () => {
    const vet = await emptyVet();
    const file = packDocument(generated({ owners: 20_001, patients: 1, labExams: 0, grooming: 0 }));
    expect(await uploadBackup(t, vet.token, file)).toMatchObject({
      status: 413,
      body: { msg: 'El respaldo tiene demasiados propietarios (máximo 20.000)' },
    });
    expect(await vet.owners()).toBe(0);
  });

  it.each([
    ['patients', { owners: 1, patients: 4, labExams: 0, grooming: 0 }, 'demasiadas mascotas (máximo 3)'],
    [
      'labExams',
      { owners: 1, patients: 1, labExams: 4, grooming: 0 },
      'demasiados exámenes de laboratorio (máximo 3)',
    ],
    [
      'grooming',
      { owners: 1, patients: 1, labExams: 0, grooming: 4 },
      'demasiados servicios de estética (máximo 3)',
    ],
  ])('caps %s as well; a list at its cap goes in', async (_list, counts, tooMany) => {
    const small = await appWith({ records: { patients: 3, labExams: 3, grooming: 3 } });
    const vet = await emptyVet();
    expect(await uploadBackup(small, vet.token, packDocument(generated(counts)))).toMatchObject({
      status: 413,
      body: { msg: `El respaldo tiene ${tooMany}` },
    });
    expect(await vet.owners()).toBe(0);
    const atCap = generated({ owners: 1, patients: 3, labExams: 3, grooming: 3 });
    expect((await uploadBackup(small, vet.token, packDocument(atCap))).status).toBe(200);
  });

  it('caps the addenda of the whole file too, each consultation within its own 200: past it, 413 and nothing written', async () => {
    const small = await appWith({ addenda: 3 });
    const vet = await emptyVet();
    const at = '2024-01-02T10:00:00.000Z';
    const note = { text: 'Control sin novedades', createdAt: at, author: null };
    const visit = (id: string, notes: number) => ({
      id,
      patientId: 'p0',
      date: '2024-01-01T10:00:00.000Z',
      reason: 'Control',
      createdAt: at,
      updatedAt: at,
      addenda: Array.from({ length: notes }, () => note),
    });
    const file = (secondNotes: number) =>
      packDocument({
        ...generated({ owners: 1, patients: 1, labExams: 0, grooming: 0 }),
        consultations: [visit('c1', 2), visit('c2', secondNotes)],
      });
    expect(await uploadBackup(small, vet.token, file(2))).toMatchObject({
      status: 413,
      body: { msg: 'El respaldo tiene demasiadas notas de seguimiento (máximo 3)' },
    });
    expect(await vet.owners()).toBe(0);
    expect((await uploadBackup(small, vet.token, file(1))).status).toBe(200);
  });

  it('caps the appointment statuses of the whole file as well: past it, 413 and nothing written', async () => {
    const small = await appWith({ statusChanges: 3 });
    const vet = await emptyVet();
    const at = '2024-01-02T10:00:00.000Z';
    const change = { status: 'scheduled', at, by: null, byOwner: false };
    const appointment = (id: string, changes: number) => ({
      id,
      patientId: 'p0',
      vet: null,
      kind: 'consultation',
      startsAt: '2024-01-03T13:00:00.000Z',
      endsAt: '2024-01-03T13:30:00.000Z',
      status: 'scheduled',
      notes: '',
      statusHistory: Array.from({ length: changes }, () => change),
      createdAt: at,
      updatedAt: at,
    });
    const file = (secondChanges: number) =>
      packDocument({
        ...generated({ owners: 1, patients: 1, labExams: 0, grooming: 0 }),
        appointments: [appointment('a1', 2), appointment('a2', secondChanges)],
      });
    expect(await uploadBackup(small, vet.token, file(2))).toMatchObject({
      status: 413,
      body: { msg: 'El respaldo tiene demasiados cambios de estado de citas (máximo 3)' },
    });
    expect(await vet.owners()).toBe(0);
    expect((await uploadBackup(small, vet.token, file(1))).status).toBe(200);
  });

  it('keeps answering others while a large restore runs, and refuses a second restore meanwhile', async () => {
    const file = packDocument(
      generated({ owners: 2_000, patients: 3_000, labExams: 6_000, grooming: 12_000 }),
    );
    const [first, second] = [await emptyVet(), await emptyVet()];
    const events: string[] = [];
    const restores = [first, second].map((vet) =>
      uploadBackup(t, vet.token, file).then((res) => {
        events.push(`restore ${res.status}`);
        return res;
      }),
    );
    const health = (async () => {
      while (events.filter((e) => e.startsWith('restore')).length < 2) {
        events.push(`health ${(await get(t.app, '/api/health')).status}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(restores);
    await health;

    // One restore at a time: whichever came second was told to come back, and nothing of it written.
    const busy = answers.find((res) => res.status === 503)!;
    expect(busy).toMatchObject({
      body: { msg: 'Hay otra restauración en curso; inténtalo de nuevo en unos minutos' },
      headers: { 'retry-after': '60' },
    });
    const done = answers.find((res) => res.status === 200)!;
    expect(done.body.restored).toMatchObject({
      owners: 2_000,
      patients: 3_000,
      labExams: 6_000,
      grooming: 12_000,
    });
    // The server kept answering its health check while the big restore ran: after the second restore
    // was turned away (the first was under way by then) and before the first was done.
    const during = events.slice(events.indexOf('restore 503'), events.indexOf('restore 200'));
    expect(during).toContain('health 200');
    expect(events.filter((e) => e.startsWith('health') && e !== 'health 200')).toEqual([]);
    // Once it is over, the one told to wait can restore.
    const waited = answers[0] === busy ? first : second;
    expect(await waited.owners()).toBe(0);
    expect(
      (
        await uploadBackup(
          t,
          waited.token,
          packDocument(generated({ owners: 2, patients: 1, labExams: 1, grooming: 1 })),
        )
      ).status,
    ).toBe(200);
    // 23.000 records restored: about 15 s alone, over 30 s while other suites share the 2 cores.
  }, 120_000);

  it('stops reading a file past the time limit: 503 in Spanish, nothing written, the next restore goes through', async () => {
    const hasty = await appWith({ workerMs: 1 });
    const vet = await emptyVet();
    const file = packDocument(generated({ owners: 3, patients: 3, labExams: 3, grooming: 3 }));
    expect(await uploadBackup(hasty, vet.token, file)).toMatchObject({
      status: 503,
      body: {
        msg: 'El respaldo tardó demasiado en leerse y la restauración se canceló sin guardar nada; inténtalo de nuevo más tarde',
      },
    });
    expect(await vet.owners()).toBe(0);
    expect((await uploadBackup(t, vet.token, file)).status).toBe(200);
  });

  it('stops reading a file past the worker’s memory: 413 in Spanish, nothing written, the server unharmed', async () => {
    const frugal = await appWith({ workerHeapMb: 16 });
    const vet = await emptyVet();
    const file = packDocument(
      generated({ owners: 2_000, patients: 2_000, labExams: 20_000, grooming: 40_000 }),
    );
    expect(await uploadBackup(frugal, vet.token, file)).toMatchObject({
      status: 413,
      body: {
        msg: 'El respaldo necesita más memoria de la que el servidor reserva para restaurarlo; no se guardó nada',
      },
    });
    expect(await vet.owners()).toBe(0);
    expect((await get(t.app, '/api/health')).status).toBe(200);
  });
});

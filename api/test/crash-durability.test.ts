import { jest } from '@jest/globals';
import { findFreePort } from '../src/db/free-port.js';
import { isRunning } from '../src/lib/process.js';
import { newExam } from './helpers/lab.js';
import { newService } from './helpers/grooming.js';
import { petFields } from './helpers/patients.js';
import {
  call,
  form,
  postmasterPid,
  signUpOverHttp,
  waitUntil,
  useServerProcesses,
} from './helpers/server-process.js';

jest.setTimeout(120_000);

/**
 * Crash durability of the real server (api/dist/server.js, what `npm start` runs) on the embedded
 * PostgreSQL: a burst of concurrent writes over HTTP, SIGKILL in the middle, a restart on the same
 * DATA_DIR. What the server acknowledged (2xx) must be there, acknowledged deletes gone with their
 * cascade, and nothing half written.
 */

interface Family {
  ownerId: string;
  petId?: string;
  examId?: string;
  exam?: Record<string, unknown>;
  serviceId?: string;
}

interface Ledger {
  /** Every family whose owner create was acknowledged, with the children acknowledged so far. */
  created: Family[];
  /** Families (created before the burst) whose owner delete was acknowledged. */
  deleted: Family[];
  /** Deletes sent but unanswered when the server died: all or nothing. */
  deleteInFlight: Family[];
  acknowledged: number;
  failedWithStatus: { url: string; status: number }[];
}

/** owner → pet → exam → grooming, one step after another, recording each acknowledged step. */
async function createFamily(base: string, token: string, n: number, ledger: Ledger, list?: Family[]) {
  const owner = await call(
    base,
    'POST',
    '/api/owners',
    { name: `Propietario ${n}`, contact: '+584121234567' },
    token,
  );
  if (owner.status !== 201) return note(ledger, '/api/owners', owner.status);
  const family: Family = { ownerId: owner.body.owner._id };
  (list ?? ledger.created).push(family);
  ledger.acknowledged++;
  const pet = await call(
    base,
    'POST',
    `/api/owners/${family.ownerId}/patients`,
    form(petFields({ name: `Mascota ${n}` })),
    token,
  );
  if (pet.status !== 201) return note(ledger, 'patients', pet.status);
  family.petId = pet.body.patient._id;
  ledger.acknowledged++;
  const examBody = newExam({ hematocrit: n % 60, observacion: `Examen ${n}` });
  const exam = await call(base, 'POST', `/api/patients/${family.petId}/lab-exams`, examBody, token);
  if (exam.status !== 201) return note(ledger, 'lab-exams', exam.status);
  family.examId = exam.body.labExam._id;
  family.exam = examBody;
  ledger.acknowledged++;
  const service = await call(
    base,
    'POST',
    `/api/patients/${family.petId}/grooming`,
    newService({ cost: n + 1 }),
    token,
  );
  if (service.status !== 201) return note(ledger, 'grooming', service.status);
  family.serviceId = service.body.service._id;
  ledger.acknowledged++;
}

function note(ledger: Ledger, url: string, status: number): void {
  ledger.failedWithStatus.push({ url, status });
}

const emptyLedger = (): Ledger => ({
  created: [],
  deleted: [],
  deleteInFlight: [],
  acknowledged: 0,
  failedWithStatus: [],
});

/**
 * Runs writers until `killAfter` writes are acknowledged, then calls kill() while requests are in flight.
 * Connection errors after the kill are expected: those requests have no answer, so no promise either.
 */
async function burst(base: string, token: string, seeded: Family[], killAfter: number, kill: () => void) {
  const ledger = emptyLedger();
  let killed = false;
  let n = 0;
  const swallowAfterKill = (err: unknown) => {
    if (!killed) throw err;
  };
  const writer = async () => {
    while (!killed) await createFamily(base, token, ++n, ledger).catch(swallowAfterKill);
  };
  const deleter = async () => {
    for (const [i, family] of seeded.entries()) {
      // Spread over the burst, so that some deletes are acknowledged and one may be cut short.
      while (!killed && ledger.acknowledged < i * 6) await new Promise((r) => setTimeout(r, 5));
      if (killed) return;
      try {
        const res = await call(base, 'DELETE', `/api/owners/${family.ownerId}`, undefined, token);
        if (res.status === 200) ledger.deleted.push(family);
        else note(ledger, 'DELETE /api/owners', res.status);
      } catch (err) {
        swallowAfterKill(err);
        ledger.deleteInFlight.push(family);
      }
    }
  };
  const killer = async () => {
    while (ledger.acknowledged + ledger.deleted.length < killAfter)
      await new Promise((r) => setTimeout(r, 5));
    killed = true;
    kill();
  };
  await Promise.all([...Array.from({ length: 8 }, writer), deleter(), killer()]);
  return ledger;
}

async function exists(base: string, token: string, url: string): Promise<boolean> {
  const res = await call(base, 'GET', url, undefined, token);
  if (res.status !== 200 && res.status !== 404) throw new Error(`${url}: ${res.status}`);
  return res.status === 200;
}

/** A whole family is there, each record with what was sent. */
async function expectFamily(base: string, token: string, f: Family): Promise<void> {
  expect(await exists(base, token, `/api/owners/${f.ownerId}`)).toBe(true);
  if (f.petId) {
    const pet = await call(base, 'GET', `/api/patients/${f.petId}`, undefined, token);
    expect(pet.status).toBe(200);
    expect(pet.body.owner._id).toBe(f.ownerId);
  }
  if (f.examId) {
    const exam = await call(base, 'GET', `/api/patients/${f.petId}/lab-exams/${f.examId}`, undefined, token);
    expect(exam.status).toBe(200);
    expect(exam.body.labExam.differentialCount).toEqual(f.exam!.differentialCount);
    expect(exam.body.labExam.hematocrit).toBe(f.exam!.hematocrit);
    expect(exam.body.labExam.totalCells).toBe(100);
  }
  if (f.serviceId) expect(await exists(base, token, `/api/grooming/${f.serviceId}`)).toBe(true);
}

async function expectGone(base: string, token: string, f: Family): Promise<void> {
  expect(await exists(base, token, `/api/owners/${f.ownerId}`)).toBe(false);
  expect(await exists(base, token, `/api/patients/${f.petId}`)).toBe(false);
  expect(await exists(base, token, `/api/patients/${f.petId}/lab-exams/${f.examId}`)).toBe(false);
  expect(await exists(base, token, `/api/grooming/${f.serviceId}`)).toBe(false);
}

/** No record hangs from a parent that is gone, and every exam is whole. */
async function expectNoHalfRecords(base: string, token: string): Promise<void> {
  const owners = (await call(base, 'GET', '/api/owners', undefined, token)).body as { _id: string }[];
  const ownerIds = new Set(owners.map((o) => o._id));
  const pets = (await call(base, 'GET', '/api/patients', undefined, token)).body as {
    _id: string;
    owner: { _id: string };
  }[];
  for (const pet of pets) expect(ownerIds.has(pet.owner._id)).toBe(true);
  const petIds = new Set(pets.map((p) => p._id));
  const services = (await call(base, 'GET', '/api/grooming', undefined, token)).body.services as {
    patientId: { _id: string };
  }[];
  for (const s of services) expect(petIds.has(s.patientId._id)).toBe(true);
  for (const pet of pets) {
    const { exams } = (await call(base, 'GET', `/api/patients/${pet._id}/lab-exams`, undefined, token))
      .body as {
      exams: { differentialCount: Record<string, number>; totalCells: number }[];
    };
    for (const exam of exams) {
      const counters = Object.values(exam.differentialCount);
      expect(counters).toHaveLength(8);
      expect(counters.reduce((a, b) => a + b, 0)).toBe(exam.totalCells);
    }
  }
}

async function verify(base: string, token: string, ledger: Ledger, seeded: Family[]): Promise<void> {
  const touched = new Set([...ledger.deleted, ...ledger.deleteInFlight]);
  for (const f of [...ledger.created, ...seeded.filter((s) => !touched.has(s))])
    await expectFamily(base, token, f);
  for (const f of ledger.deleted) await expectGone(base, token, f);
  // A delete cut short by the crash ran in one transaction: the family is whole or wholly gone.
  for (const f of ledger.deleteInFlight) {
    if (await exists(base, token, `/api/owners/${f.ownerId}`)) await expectFamily(base, token, f);
    else await expectGone(base, token, f);
  }
  await expectNoHalfRecords(base, token);
}

describe('crash durability of the real server (SIGKILL in a burst of writes)', () => {
  const servers = useServerProcesses('vet-crash-');
  let vet: Awaited<ReturnType<typeof signUpOverHttp>>;

  /** Families made before the burst, for the burst to delete. */
  const seed = async (base: string, count: number) => {
    const ledger = emptyLedger();
    const list: Family[] = [];
    for (let i = 0; i < count; i++) await createFamily(base, vet.token, 10_000 + i, ledger, list);
    expect(list.every((f) => f.serviceId)).toBe(true);
    return list;
  };

  it('SIGKILL of the Node process: the orphan PostgreSQL is stopped on restart and nothing acknowledged is lost', async () => {
    const first = await servers.launch();
    vet = await signUpOverHttp(first.base, servers.dataDir);
    const seeded = await seed(first.base, 12);
    const orphan = postmasterPid(servers.dataDir)!;

    const ledger = await burst(first.base, vet.token, seeded, 60, () => first.child.kill('SIGKILL'));
    await first.exited;
    expect(ledger.failedWithStatus).toEqual([]);
    expect(isRunning(orphan)).toBe(true); // the embedded server outlived its parent

    const second = await servers.launch();
    expect(isRunning(orphan)).toBe(false);
    expect(second.output()).toContain('Hay un PostgreSQL de una ejecución anterior');
    await verify(second.base, vet.token, ledger, seeded); // the session survived too
    console.log(
      `SIGKILL del proceso Node: ${ledger.acknowledged} altas confirmadas (${ledger.created.length} propietarios), ` +
        `${ledger.deleted.length} borrados confirmados, ${ledger.deleteInFlight.length} en curso`,
    );
  });

  it('SIGKILL of Node and the postmaster together: PostgreSQL recovers from its WAL by itself', async () => {
    const server = servers.started.at(-1)!;
    const seeded = await seed(server.base, 12);
    const postmaster = postmasterPid(servers.dataDir)!;

    const ledger = await burst(server.base, vet.token, seeded, 60, () => {
      server.child.kill('SIGKILL');
      process.kill(postmaster, 'SIGKILL');
    });
    await server.exited;
    expect(await waitUntil(() => !isRunning(postmaster), 5_000)).toBe(true);
    expect(ledger.failedWithStatus).toEqual([]);
    expect(postmasterPid(servers.dataDir)).toBe(postmaster); // the stale lock file is still there

    const next = await servers.launch();
    expect(postmasterPid(servers.dataDir)).not.toBe(postmaster);
    await verify(next.base, vet.token, ledger, seeded);
    console.log(
      `SIGKILL de Node y PostgreSQL: ${ledger.acknowledged} altas confirmadas, ${ledger.deleted.length} borrados confirmados, ` +
        `${ledger.deleteInFlight.length} en curso`,
    );
  });

  it('a second server on the same DATA_DIR is refused in Spanish, and the first keeps working', async () => {
    const running = servers.started.at(-1)!;
    const second = servers.start(await findFreePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Ya hay un servidor usando DATA_DIR=${servers.dataDir}`);
    expect(second.output()).toContain(`(proceso ${running.child.pid})`);

    const owner = await call(
      running.base,
      'POST',
      '/api/owners',
      { name: 'Tras el rechazo', contact: '+584121234567' },
      vet.token,
    );
    expect(owner.status).toBe(201);
    expect(await exists(running.base, vet.token, `/api/owners/${owner.body.owner._id}`)).toBe(true);
  });
});

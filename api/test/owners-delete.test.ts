import { afterOwnerDeleted, type OwnerDeletedEvent } from '../src/owners/index.js';
import { startTestApp, useTestApp, type TestApp } from './helpers/app.js';
import { get, signUp } from './helpers/http.js';
import { capturingLogger } from './helpers/logger.js';
import { createOwner, del } from './helpers/owners.js';
import { clinicOfSession } from './helpers/members.js';

/**
 * Pets, exams and grooming arrive in later migrations with cascading foreign keys to owners; stand-in
 * tables built the same way show that one DELETE takes the whole tree with it.
 */
async function createStandInTables(t: TestApp): Promise<void> {
  await t.db.query(`
    CREATE TABLE test_pets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      clinic_id uuid NOT NULL,
      owner_id uuid NOT NULL,
      name text NOT NULL,
      FOREIGN KEY (owner_id, clinic_id) REFERENCES owners (id, clinic_id) ON DELETE CASCADE
    );
    CREATE TABLE test_exams (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      pet_id uuid NOT NULL REFERENCES test_pets (id) ON DELETE CASCADE
    );
    -- A table that forbids the delete, to make it fail after the owner row was found.
    CREATE TABLE test_blockers (owner_id uuid NOT NULL REFERENCES owners (id) ON DELETE RESTRICT);
  `);
}

async function addPetWithExam(t: TestApp, clinicId: string, ownerId: string): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    'INSERT INTO test_pets (clinic_id, owner_id, name) VALUES ($1, $2, $3) RETURNING id',
    [clinicId, ownerId, 'Firulais'],
  );
  await t.db.query('INSERT INTO test_exams (pet_id) VALUES ($1)', [rows[0].id]);
  return rows[0].id;
}

async function count(t: TestApp, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return rows[0].n;
}

describe('owners: delete cascades and after-delete hooks', () => {
  const t = useTestApp();
  let token: string;
  let clinicId: string;
  beforeAll(async () => {
    await createStandInTables(t);
    token = (await signUp(t)).token;
    clinicId = await clinicOfSession(t, token);
  });

  it("the owner's pets and their exams go with the owner; other owners' stay", async () => {
    const owner = await createOwner(t, token);
    const other = await createOwner(t, token);
    const pet = await addPetWithExam(t, clinicId, owner._id);
    await addPetWithExam(t, clinicId, owner._id);
    const kept = await addPetWithExam(t, clinicId, other._id);

    expect((await del(t.app, `/api/owners/${owner._id}`, token)).status).toBe(200);
    expect(await count(t, 'test_pets WHERE owner_id = $1', [owner._id])).toBe(0);
    expect(await count(t, 'test_exams WHERE pet_id = $1', [pet])).toBe(0);
    expect(await count(t, 'test_exams WHERE pet_id = $1', [kept])).toBe(1);
    expect((await get(t.app, `/api/owners/${other._id}`, token)).status).toBe(200);
  });

  it('a registered hook runs once, after the commit, with the clinic and the owner', async () => {
    const owner = await createOwner(t, token);
    await addPetWithExam(t, clinicId, owner._id);
    const seen: { event: Omit<OwnerDeletedEvent, 'log'>; ownerRows: number; petRows: number }[] = [];
    const off = afterOwnerDeleted(t, async ({ clinicId: v, ownerId, log }) => {
      expect(typeof log.info).toBe('function');
      // Another pool connection sees the delete only once it is committed.
      seen.push({
        event: { clinicId: v, ownerId },
        ownerRows: await count(t, 'owners WHERE id = $1', [ownerId]),
        petRows: await count(t, 'test_pets WHERE owner_id = $1', [ownerId]),
      });
    });
    try {
      const res = await del(t.app, `/api/owners/${owner._id}`, token);
      expect(res).toMatchObject({ status: 200, body: { msg: 'Propietario eliminado con éxito' } });
      expect(seen).toEqual([{ event: { clinicId, ownerId: owner._id }, ownerRows: 0, petRows: 0 }]);
    } finally {
      off();
    }
  });

  it('no hook for a 404 (unknown, malformed or another vet’s id) nor for a delete that fails', async () => {
    const calls: string[] = [];
    const off = afterOwnerDeleted(t, ({ ownerId }) => {
      calls.push(ownerId);
    });
    try {
      const otherVet = await signUp(t);
      const owner = await createOwner(t, token);
      expect((await del(t.app, '/api/owners/7d0c9a4e-1b2c-4d3e-8f90-123456789abc', token)).status).toBe(404);
      expect((await del(t.app, '/api/owners/no-es-un-uuid', token)).status).toBe(404);
      expect((await del(t.app, `/api/owners/${owner._id}`, otherVet.token)).status).toBe(404);

      await t.db.query('INSERT INTO test_blockers (owner_id) VALUES ($1)', [owner._id]);
      await addPetWithExam(t, clinicId, owner._id);
      const failed = await del(t.app, `/api/owners/${owner._id}`, token);
      expect(failed).toMatchObject({ status: 500, body: { msg: 'Ocurrió un error inesperado.' } });
      // All or nothing: the owner and its pet are still there.
      expect((await get(t.app, `/api/owners/${owner._id}`, token)).status).toBe(200);
      expect(await count(t, 'test_pets WHERE owner_id = $1', [owner._id])).toBe(1);
      expect(calls).toEqual([]);
    } finally {
      off();
    }
  });

  describe('beside a second app that logs', () => {
    let other: TestApp;
    let logs: ReturnType<typeof capturingLogger>;
    let otherToken: string;
    beforeAll(async () => {
      logs = capturingLogger();
      other = await startTestApp({ logger: logs.logger });
      otherToken = (await signUp(other)).token;
    });
    afterAll(() => other.close());

    it('a failing hook is logged, the delete still answers 200 and later hooks still run', async () => {
      const owner = await createOwner(other, otherToken);
      const ran: string[] = [];
      const offBroken = afterOwnerDeleted(other, () => {
        throw new Error('disco lleno');
      });
      const offNext = afterOwnerDeleted(other, ({ ownerId }) => {
        ran.push(ownerId);
      });
      try {
        const res = await del(other.app, `/api/owners/${owner._id}`, otherToken);
        expect(res).toMatchObject({ status: 200, body: { msg: 'Propietario eliminado con éxito' } });
        expect(ran).toEqual([owner._id]);
        expect((await get(other.app, `/api/owners/${owner._id}`, otherToken)).status).toBe(404);
        const line = logs
          .lines()
          .find((l) => l.msg === 'Falló una tarea posterior a eliminar un propietario');
        expect(line).toMatchObject({ level: 50, ownerId: owner._id, err: { message: 'disco lleno' } });
      } finally {
        offBroken();
        offNext();
      }
    });

    it('hooks belong to one app, and an unregistered hook no longer runs', async () => {
      const calls: string[] = [];
      const off = afterOwnerDeleted(other, ({ ownerId }) => {
        calls.push(ownerId);
      });
      const owner = await createOwner(t, token);
      expect((await del(t.app, `/api/owners/${owner._id}`, token)).status).toBe(200);
      expect(calls).toEqual([]);

      const first = await createOwner(other, otherToken);
      expect((await del(other.app, `/api/owners/${first._id}`, otherToken)).status).toBe(200);
      off();
      const second = await createOwner(other, otherToken);
      expect((await del(other.app, `/api/owners/${second._id}`, otherToken)).status).toBe(200);
      expect(calls).toEqual([first._id]);
    });
  });
});

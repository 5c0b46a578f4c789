import { startTestApp, type TestApp } from './helpers/app.js';
import { downloadBackup, uploadBackup } from './helpers/backup.js';
import { createService } from './helpers/grooming.js';
import { get, post, put, signUp } from './helpers/http.js';
import { createExam } from './helpers/lab.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { createOwner, del } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';

interface Entry {
  actor: { _id: string; name: string } | null;
  action: string;
  recordKind: string;
  recordId: string | null;
  summary: string;
  changes: { field: string; from: unknown; to: unknown }[];
}

/** Issue 25 (5): every kind of action leaves an entry saying who, when and what; nobody edits the log. */
describe('the clinic’s activity log', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let adminId: string;
  let clinicId: string;

  async function activity(query = ''): Promise<{ items: Entry[]; total: number }> {
    const res = await get(t.app, `/api/clinic/activity${query}`, admin.token);
    expect(res.status).toBe(200);
    return res.body;
  }
  const latest = async (query = '') => (await activity(query)).items[0];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signUp(t, { name: 'Ana', lastName: 'Pérez' });
    clinicId = await clinicOfSession(t, admin.token);
    adminId = (await get(t.app, '/api/auth/user', admin.token)).body._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records creates, edits with each changed field before and after, and deletes, under who made them', async () => {
    const owner = await createOwner(t, admin.token, { name: 'Juan Pérez', address: 'Calle 1' });
    expect(await latest()).toMatchObject({
      actor: { _id: adminId, name: 'Ana Pérez' },
      action: 'create',
      recordKind: 'owner',
      recordId: owner._id,
      summary: 'Juan Pérez',
    });
    const edit = {
      name: 'Juan P. Rojas',
      contact: owner.contact,
      email: owner.email,
      address: 'Calle 2',
      version: owner.version,
    };
    expect((await put(t.app, `/api/owners/${owner._id}`, edit, admin.token)).status).toBe(200);
    const updated = await latest();
    expect(updated).toMatchObject({ action: 'update', recordKind: 'owner', summary: 'Juan P. Rojas' });
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Juan Pérez', to: 'Juan P. Rojas' },
        { field: 'address', from: 'Calle 1', to: 'Calle 2' },
      ]),
    );
    expect(updated.changes.map((c) => c.field).sort()).toEqual(['address', 'name']);

    const pet = await createPet(t, admin.token, owner._id, { name: 'Luna' });
    const exam = await createExam(t, admin.token, pet._id);
    await createService(t, admin.token, pet._id);
    expect((await del(t.app, `/api/lab-exams/${exam._id}`, admin.token)).status).toBe(200);
    expect(await latest()).toMatchObject({ action: 'delete', recordKind: 'lab_exam', recordId: exam._id });
    // Deleting the owner is one entry: the pet and its services go with it.
    expect((await del(t.app, `/api/owners/${owner._id}`, admin.token)).status).toBe(200);
    const kinds = (await activity('?limit=6')).items.map((e) => `${e.action} ${e.recordKind}`);
    expect(kinds).toEqual([
      'delete owner',
      'delete lab_exam',
      'create grooming_service',
      'create lab_exam',
      'create pet',
      'update owner',
    ]);
  });

  it('stamps who created and who last changed each record', async () => {
    const vet = await joinClinic(t, clinicId, 'vet', { name: 'Carla', lastName: 'Ruiz' });
    const owner = await createOwner(t, admin.token);
    const edit = { name: 'Cambiado', contact: owner.contact, email: '', address: '', version: owner.version };
    await put(t.app, `/api/owners/${owner._id}`, edit, vet.token);
    const { rows } = await t.db.query('SELECT created_by, updated_by FROM owners WHERE id = $1', [owner._id]);
    expect(rows[0]).toEqual({ created_by: adminId, updated_by: vet.id });
    // The detail says it by name: «Creado por Ana Pérez · Modificado por Carla Ruiz».
    const detail = await get(t.app, `/api/owners/${owner._id}`, admin.token);
    expect(detail.body).toMatchObject({ createdBy: 'Ana Pérez', updatedBy: 'Carla Ruiz' });
    expect(await latest()).toMatchObject({ actor: { _id: vet.id }, action: 'update', recordId: owner._id });
  });

  it('records the reference ranges, the clinic’s data, sign-ins, failed sign-ins and the backup', async () => {
    const ranges = (await get(t.app, '/api/lab/reference-ranges', admin.token)).body;
    const changed = structuredClone(ranges.ranges);
    changed.perro.hematocrit = { min: 30, max: 50 };
    await put(t.app, '/api/lab/reference-ranges', { ranges: changed, version: ranges.version }, admin.token);
    const rangesEntry = await latest();
    expect(rangesEntry).toMatchObject({ action: 'update', recordKind: 'reference_ranges' });
    expect(rangesEntry.changes).toEqual([
      { field: 'perro.hematocrit', from: ranges.ranges.perro.hematocrit, to: { min: 30, max: 50 } },
    ]);

    const clinic = (await get(t.app, '/api/clinic', admin.token)).body;
    const data = { name: 'Clínica Sur', address: 'Av. 5', phone: '+584121112233', estado: 'Lara' };
    await put(t.app, '/api/clinic', { ...data, version: clinic.version }, admin.token);
    expect((await latest()).changes).toEqual(
      expect.arrayContaining([{ field: 'name', from: clinic.name, to: 'Clínica Sur' }]),
    );

    expect(
      (await post(t.app, '/api/auth/login', { email: admin.email, password: 'equivocada1' })).status,
    ).toBe(401);
    expect(await latest()).toMatchObject({
      actor: { _id: adminId },
      action: 'login_failed',
      recordKind: 'session',
    });
    await post(t.app, '/api/auth/login', { email: admin.email, password: admin.password });
    expect(await latest()).toMatchObject({ actor: { _id: adminId }, action: 'login', recordKind: 'session' });

    expect((await downloadBackup(t, admin.token)).status).toBe(200);
    expect(await latest()).toMatchObject({ action: 'export', recordKind: 'backup' });
  });

  it('records a restore as one entry with its counts, not one per restored row', async () => {
    const source = await signUp(t);
    const owner = await createOwner(t, source.token);
    await createPet(t, source.token, owner._id);
    const file = (await downloadBackup(t, source.token)).bytes;
    const target = await signUp(t);
    expect((await uploadBackup(t, target.token, file)).status).toBe(200);
    const targetClinic = await clinicOfSession(t, target.token);
    // The restored records are the restorer's.
    const targetId = (await get(t.app, '/api/auth/user', target.token)).body._id;
    const authors = await t.db.query(
      'SELECT DISTINCT created_by, updated_by FROM owners WHERE clinic_id = $1',
      [targetClinic],
    );
    expect(authors.rows).toEqual([{ created_by: targetId, updated_by: targetId }]);
    const { rows } = await t.db.query(
      `SELECT action, record_kind, changes FROM audit_entries WHERE clinic_id = $1 AND action <> 'login' ORDER BY id`,
      [targetClinic],
    );
    // The screen reads the counts as what there is now.
    const shown = await get(t.app, '/api/clinic/activity?kind=backup', target.token);
    expect(shown.body.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'owners', from: null, to: 1 },
        { field: 'patients', from: null, to: 1 },
      ]),
    );
    expect(rows).toEqual([
      {
        action: 'restore',
        record_kind: 'backup',
        changes: {
          owners: 1,
          patients: 1,
          photos: 0,
          labExams: 0,
          grooming: 0,
          labReferenceRanges: false,
          consultations: 0,
          vitalReferenceRanges: false,
          preventives: 0,
          appointments: 0,
          unassigned: 0,
          reminders: 0,
          schedule: true,
          clinic: true,
        },
      },
    ]);
  });

  it('records invitations, joining, role changes and (de)activations', async () => {
    const invited = await post(
      t.app,
      '/api/clinic/invitations',
      { email: 'luis@correo.test', role: 'groomer' },
      admin.token,
    );
    expect(await latest()).toMatchObject({
      action: 'invite',
      recordKind: 'invitation',
      recordId: invited.body.invitation._id,
      summary: 'luis@correo.test',
      changes: [{ field: 'role', from: null, to: 'groomer' }],
    });
    await del(t.app, `/api/clinic/invitations/${invited.body.invitation._id}`, admin.token);
    expect(await latest()).toMatchObject({ action: 'invitation_cancelled', summary: 'luis@correo.test' });

    const person = await signUp(t, { name: 'Luis', lastName: 'Mora', email: 'luis2@correo.test' });
    await post(
      t.app,
      '/api/clinic/invitations',
      { email: 'luis2@correo.test', role: 'assistant' },
      admin.token,
    );
    const token = /invitation\/([A-Za-z0-9_-]{43})/.exec(
      (await t.mailsTo('luis2@correo.test')).at(-1)!.text,
    )![1];
    await post(t.app, `/api/invitations/${token}/accept`, { password: person.password });
    const personId = (await latest()).actor!._id;
    expect(await latest()).toMatchObject({ action: 'join', recordKind: 'member', summary: 'Luis Mora' });

    const version = (await get(t.app, '/api/clinic/members', admin.token)).body.find(
      (m: { _id: string }) => m._id === personId,
    ).version;
    await put(t.app, `/api/clinic/members/${personId}`, { role: 'vet', version }, admin.token);
    expect(await latest()).toMatchObject({
      actor: { _id: adminId },
      action: 'role_change',
      recordId: personId,
      changes: [{ field: 'role', from: 'assistant', to: 'vet' }],
    });
    await post(t.app, `/api/clinic/members/${personId}/deactivate`, { version: version + 1 }, admin.token);
    expect(await latest()).toMatchObject({ action: 'deactivate', recordId: personId });
  });

  it('filters by person, record kind, record and dates, and pages', async () => {
    const all = await activity('?limit=1000');
    const byAdmin = await activity(`?actor=${adminId}&limit=1000`);
    expect(byAdmin.total).toBeLessThan(all.total);
    expect(byAdmin.items.every((e) => e.actor?._id === adminId)).toBe(true);
    const owners = await activity('?kind=owner&limit=1000');
    expect(owners.items.every((e) => e.recordKind === 'owner')).toBe(true);
    const one = owners.items[0].recordId!;
    expect((await activity(`?record=${one}`)).items.every((e) => e.recordId === one)).toBe(true);
    const page2 = await activity('?limit=3&page=2');
    expect(page2.items).toEqual(all.items.slice(3, 6));
    expect(page2.total).toBe(all.total);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });
    expect((await activity(`?from=${today}&to=${today}&limit=1000`)).total).toBe(all.total);
    expect((await activity('?from=2001-01-01&to=2001-01-31')).total).toBe(0);
    expect(await get(t.app, '/api/clinic/activity?from=2024-02-01&to=2024-01-01', admin.token)).toMatchObject(
      {
        status: 400,
        body: { msg: 'La fecha «desde» no puede ser posterior a la fecha «hasta»' },
      },
    );
  });

  it('nobody edits or deletes the log, not even with SQL; no password, code or token is in it', async () => {
    await expect(t.db.query('UPDATE audit_entries SET summary = $1', ['x'])).rejects.toThrow(
      'El registro de actividad no se modifica ni se borra',
    );
    await expect(t.db.query('DELETE FROM audit_entries')).rejects.toThrow(
      'El registro de actividad no se modifica ni se borra',
    );
    const { rows } = await t.db.query(
      'SELECT changes::text AS changes FROM audit_entries WHERE changes IS NOT NULL',
    );
    const text = rows.map((r) => r.changes).join('\n');
    expect(text).not.toMatch(/password|token_hash|code_hash|\$argon2/i);
    expect(text).not.toContain(admin.password);
  });
});

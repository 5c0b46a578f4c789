import { startTestApp, type TestApp } from './helpers/app.js';
import { get, login, post, put, signUp } from './helpers/http.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { createOwner } from './helpers/owners.js';

/** Issue 25 (3, 6): the clinic's data and its members, as the «Clínica» and «Equipo» screens use them. */
describe('the clinic and its members', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let adminId: string;
  let clinicId: string;

  interface MemberRow {
    _id: string;
    role: string;
    active: boolean;
    version: number;
  }
  const members = async () => (await get(t.app, '/api/clinic/members', admin.token)).body as MemberRow[];
  const memberOf = async (id: string) => (await members()).find((m) => m._id === id)!;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signUp(t, { name: 'Ana', lastName: 'Pérez' });
    clinicId = await clinicOfSession(t, admin.token);
    adminId = (await get(t.app, '/api/auth/user', admin.token)).body._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the clinic’s data', () => {
    it('every member reads it; the administrator edits it with its version, and a stale form is refused', async () => {
      const groomer = await joinClinic(t, clinicId, 'groomer');
      const read = await get(t.app, '/api/clinic', groomer.token);
      expect(read.status).toBe(200);
      const body = {
        name: 'Clínica Los Andes',
        rif: 'j-12345678-9',
        address: 'Av. 3, Mérida',
        phone: '+582742345678',
        estado: 'Mérida',
      };
      const saved = await put(t.app, '/api/clinic', { ...body, version: read.body.version }, admin.token);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        msg: 'Datos de la clínica actualizados',
        clinic: { ...body, rif: 'J-12345678-9', version: read.body.version + 1 },
      });
      const stale = await put(
        t.app,
        '/api/clinic',
        { ...body, name: 'Otra', version: read.body.version },
        admin.token,
      );
      expect(stale).toMatchObject({
        status: 409,
        body: { msg: 'Este registro cambió mientras lo editabas' },
      });
      const byGroomer = await put(
        t.app,
        '/api/clinic',
        { ...body, version: saved.body.clinic.version },
        groomer.token,
      );
      expect(byGroomer).toMatchObject({
        status: 403,
        body: {
          msg: 'No tienes permiso para administrar la clínica y su equipo. Tu rol en la clínica es Peluquero.',
        },
      });
      const me = await get(t.app, '/api/auth/user', groomer.token);
      expect(me.body.clinic.name).toBe('Clínica Los Andes');
    });

    it('refuses bad clinic data field by field, in Spanish', async () => {
      const { version } = (await get(t.app, '/api/clinic', admin.token)).body;
      const res = await put(
        t.app,
        '/api/clinic',
        { name: ' ', address: '', phone: '0414 123', estado: 'Texas', version },
        admin.token,
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', msg: 'El nombre de la clínica es obligatorio' },
          { field: 'address', msg: 'La dirección de la clínica es obligatoria' },
          { field: 'phone', msg: 'Solo números sin espacios' },
          { field: 'estado', msg: 'Selecciona un estado de Venezuela válido' },
        ]),
      );
    });
  });

  describe('members and roles', () => {
    it('lists the members, active first; lists the vets who may be a pet’s main vet', async () => {
      const vet = await joinClinic(t, clinicId, 'vet', { name: 'Carlos', lastName: 'Díaz', cmv: '4455' });
      const list = await members();
      expect(list.find((m) => m._id === vet.id)).toMatchObject({ role: 'vet', active: true, name: 'Carlos' });
      expect(list.find((m) => m._id === adminId)).toMatchObject({ role: 'admin', active: true });
      const vets = await get(t.app, '/api/clinic/vets', vet.token);
      expect(vets.body).toEqual(
        expect.arrayContaining([
          { _id: vet.id, name: 'M.V. Carlos Díaz', cmv: '4455' },
          expect.objectContaining({ _id: adminId, name: 'M.V. Ana Pérez' }),
        ]),
      );
      expect(
        vets.body.some((v: { _id: string }) => list.find((m) => m._id === v._id)?.role === 'groomer'),
      ).toBe(false);
    });

    it('changes a role: the member’s next request already has the new one', async () => {
      const person = await joinClinic(t, clinicId, 'assistant');
      expect(
        (await post(t.app, '/api/owners', { name: 'X', contact: '+58414' }, person.token)).status,
      ).not.toBe(403);
      const { version } = await memberOf(person.id);
      const res = await put(
        t.app,
        `/api/clinic/members/${person.id}`,
        { role: 'groomer', version },
        admin.token,
      );
      expect(res).toMatchObject({
        status: 200,
        body: { msg: 'Rol actualizado: Peluquero', member: { role: 'groomer' } },
      });
      const refused = await post(t.app, '/api/owners', { name: 'Y', contact: '+58414' }, person.token);
      expect(refused).toMatchObject({
        status: 403,
        body: {
          msg: 'No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.',
        },
      });
      const again = await put(
        t.app,
        `/api/clinic/members/${person.id}`,
        { role: 'vet', version },
        admin.token,
      );
      expect(again).toMatchObject({
        status: 409,
        body: { msg: 'Este registro cambió mientras lo editabas' },
      });
    });

    it('a role change racing an edit: the edit waits for it and is refused, nothing half done', async () => {
      const person = await joinClinic(t, clinicId, 'assistant');
      const owner = await createOwner(t, admin.token, { name: 'Antes del cambio' });
      const other = await t.db.connect();
      try {
        // The administrator's change, not yet committed, holds the membership's row.
        await other.query('BEGIN');
        await other.query(`UPDATE clinic_members SET role = 'groomer' WHERE clinic_id = $1 AND vet_id = $2`, [
          clinicId,
          person.id,
        ]);
        let answered = false;
        const edit = put(
          t.app,
          `/api/owners/${owner._id}`,
          { name: 'Después del cambio', contact: owner.contact, email: owner.email, address: '', version: 1 },
          person.token,
        ).finally(() => (answered = true));
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(answered).toBe(false);
        await other.query('COMMIT');
        expect(await edit).toMatchObject({
          status: 403,
          body: {
            msg: 'No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.',
          },
        });
      } finally {
        other.release();
      }
      expect((await get(t.app, `/api/owners/${owner._id}`, admin.token)).body.name).toBe('Antes del cambio');
    });

    it('nobody changes their own role or deactivates themselves', async () => {
      const { version } = await memberOf(adminId);
      expect(
        await put(t.app, `/api/clinic/members/${adminId}`, { role: 'vet', version }, admin.token),
      ).toMatchObject({
        status: 403,
        body: { msg: 'No puedes cambiar tu propio rol. Pide a otro administrador que lo haga.' },
      });
      expect(
        await post(t.app, `/api/clinic/members/${adminId}/deactivate`, { version }, admin.token),
      ).toMatchObject({
        status: 403,
        body: { msg: 'No puedes desactivarte a ti mismo.' },
      });
      expect((await memberOf(adminId)).role).toBe('admin');
    });

    it('deactivating a member ends their open sessions at once; reactivating lets them sign in again', async () => {
      const person = await joinClinic(t, clinicId, 'vet');
      const { version } = await memberOf(person.id);
      const res = await post(t.app, `/api/clinic/members/${person.id}/deactivate`, { version }, admin.token);
      expect(res).toMatchObject({ status: 200, body: { member: { active: false } } });
      expect(await get(t.app, '/api/owners', person.token)).toMatchObject({
        status: 401,
        body: { msg: 'Sesión no válida o expirada' },
      });
      const signIn = await post(t.app, '/api/auth/login', { email: person.email, password: person.password });
      expect(signIn).toMatchObject({
        status: 403,
        body: {
          msg: 'Tu cuenta no pertenece a ninguna clínica activa. Pide al administrador de tu clínica que te invite de nuevo.',
        },
      });
      const back = await post(
        t.app,
        `/api/clinic/members/${person.id}/activate`,
        { version: version + 1 },
        admin.token,
      );
      expect(back).toMatchObject({
        status: 200,
        body: { msg: 'Miembro reactivado', member: { active: true } },
      });
      expect((await get(t.app, '/api/owners', await login(t, person.email, person.password))).status).toBe(
        200,
      );
    });

    it('hands administration over in one step; the clinic always keeps an administrator', async () => {
      const other = await signUp(t);
      const otherClinic = await clinicOfSession(t, other.token);
      const heir = await joinClinic(t, otherClinic, 'vet');
      const { version } = (await get(t.app, '/api/clinic/members', other.token)).body.find(
        (m: { _id: string }) => m._id === heir.id,
      );
      const res = await post(t.app, `/api/clinic/members/${heir.id}/hand-over`, { version }, other.token);
      expect(res.status).toBe(200);
      const roles = (await get(t.app, '/api/clinic/members', heir.token)).body.map(
        (m: { role: string }) => m.role,
      );
      expect(roles.sort()).toEqual(['admin', 'vet']);
      // The former administrator is a vet now: the team is not theirs to manage any more.
      expect((await get(t.app, '/api/clinic/members', other.token)).status).toBe(403);
    });

    it('two administrators demoting each other at once: one change is made, the other refused', async () => {
      const founder = await signUp(t);
      const clinic = await clinicOfSession(t, founder.token);
      const second = await joinClinic(t, clinic, 'admin');
      const list = (await get(t.app, '/api/clinic/members', founder.token)).body as {
        _id: string;
        version: number;
      }[];
      const founderId = list.find((m) => m._id !== second.id)!;
      const secondRow = list.find((m) => m._id === second.id)!;
      const answers = await Promise.all([
        put(
          t.app,
          `/api/clinic/members/${second.id}`,
          { role: 'vet', version: secondRow.version },
          founder.token,
        ),
        put(
          t.app,
          `/api/clinic/members/${founderId._id}`,
          { role: 'vet', version: founderId.version },
          second.token,
        ),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
      const { rows } = await t.db.query(
        `SELECT count(*)::int AS n FROM clinic_members WHERE clinic_id = $1 AND role = 'admin' AND active`,
        [clinic],
      );
      expect(rows[0].n).toBe(1);
    });

    it('refuses a member of another clinic as 404, and an unknown role in Spanish', async () => {
      const stranger = await signUp(t);
      const strangerId = (await get(t.app, '/api/auth/user', stranger.token)).body._id;
      expect(
        await put(t.app, `/api/clinic/members/${strangerId}`, { role: 'vet', version: 1 }, admin.token),
      ).toMatchObject({
        status: 404,
        body: { msg: 'Miembro no encontrado' },
      });
      const someone = (await members()).find((m) => m._id !== adminId)!;
      const bad = await put(
        t.app,
        `/api/clinic/members/${someone._id}`,
        { role: 'owner', version: 1 },
        admin.token,
      );
      expect(bad).toMatchObject({ status: 400, body: { msg: 'Elige un rol de la lista' } });
    });
  });

  describe('several clinics', () => {
    it('a person in two clinics moves the session between them; each clinic shows its own records', async () => {
      const own = await signUp(t);
      const ownClinic = await clinicOfSession(t, own.token);
      await createOwner(t, own.token, { name: 'Dueña de la clínica propia' });
      const me = (await get(t.app, '/api/auth/user', own.token)).body;
      await t.db.query(`INSERT INTO clinic_members (clinic_id, vet_id, role) VALUES ($1, $2, 'vet')`, [
        clinicId,
        me._id,
      ]);
      const clinics = (await get(t.app, '/api/auth/user', own.token)).body.clinics;
      expect(clinics.map((c: { _id: string; role: string }) => [c._id, c.role])).toEqual([
        [ownClinic, 'admin'],
        [clinicId, 'vet'],
      ]);
      const moved = await post(t.app, '/api/auth/clinic', { clinicId }, own.token);
      expect(moved).toMatchObject({ status: 200, body: { msg: 'Ahora trabajas en Clínica Los Andes' } });
      const after = (await get(t.app, '/api/auth/user', own.token)).body;
      expect(after).toMatchObject({ clinic: { _id: clinicId }, role: 'vet' });
      const names = (await get(t.app, '/api/owners', own.token)).body.map((o: { name: string }) => o.name);
      expect(names).not.toContain('Dueña de la clínica propia');
      const stranger = await signUp(t);
      const elsewhere = await clinicOfSession(t, stranger.token);
      expect(await post(t.app, '/api/auth/clinic', { clinicId: elsewhere }, own.token)).toMatchObject({
        status: 404,
        body: { msg: 'No perteneces a esa clínica.' },
      });
    });
  });
});

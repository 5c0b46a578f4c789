import { useTestApp } from './helpers/app.js';
import { documentOf, downloadBackup, packDocument, uploadBackup } from './helpers/backup.js';
import { get, post, put, signUp } from './helpers/http.js';
import { createOwner, newOwner } from './helpers/owners.js';
import { clinicIdOf } from './helpers/tenancy.js';

const MSG = 'El valor de «No enviar recordatorios» debe ser verdadero o falso';

/**
 * Issue 27: «An owner who opted out gets nothing». The owner's remindersOptOut (owners.reminders_opt_out,
 * which the reminders planner reads) is answered on every owner, set by create and edit, version-checked,
 * logged in the clinic's activity and carried by the backup.
 */
describe('owners: «No enviar recordatorios» (remindersOptOut)', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => ({ token } = await signUp(t)));

  const stored = async (id: string) =>
    (await t.db.query('SELECT reminders_opt_out FROM owners WHERE id = $1', [id])).rows[0]?.reminders_opt_out;

  it('create: false when left out, true when sent; the list, the detail and the database agree', async () => {
    const plain = await createOwner(t, token);
    const quiet = await createOwner(t, token, { remindersOptOut: true });
    expect(plain.remindersOptOut).toBe(false);
    expect(quiet.remindersOptOut).toBe(true);
    expect([await stored(plain._id), await stored(quiet._id)]).toEqual([false, true]);
    expect((await get(t.app, `/api/owners/${quiet._id}`, token)).body.remindersOptOut).toBe(true);
    const list = (await get(t.app, '/api/owners', token)).body as { _id: string; remindersOptOut: boolean }[];
    expect(list.find((o) => o._id === quiet._id)?.remindersOptOut).toBe(true);
    expect(list.find((o) => o._id === plain._id)?.remindersOptOut).toBe(false);
    const page = (await get(t.app, '/api/owners?page=1&limit=20', token)).body;
    expect(page.items.every((o: object) => 'remindersOptOut' in o)).toBe(true);
  });

  it('edit: sets and clears it with the version; left out, it stays as stored', async () => {
    const owner = await createOwner(t, token);
    const edit = (fields: object, version: number) =>
      put(t.app, `/api/owners/${owner._id}`, { ...newOwner(), ...fields, version }, token);

    const on = await edit({ remindersOptOut: true }, 1);
    expect(on.status).toBe(200);
    expect(on.body.owner).toMatchObject({ remindersOptOut: true, version: 2 });
    // A form that does not send the field (an older screen) does not start reminders again.
    const without = await edit({}, 2);
    expect(without.body.owner).toMatchObject({ remindersOptOut: true, version: 3 });
    const off = await edit({ remindersOptOut: false }, 3);
    expect(off.body.owner).toMatchObject({ remindersOptOut: false, version: 4 });
    expect(await stored(owner._id)).toBe(false);
  });

  it('edit: a stale version is refused and changes nothing, as for the rest of the owner', async () => {
    const owner = await createOwner(t, token);
    const body = { ...newOwner(), version: owner.version };
    expect((await put(t.app, `/api/owners/${owner._id}`, body, token)).status).toBe(200);
    const stale = await put(
      t.app,
      `/api/owners/${owner._id}`,
      { ...body, remindersOptOut: true, version: owner.version },
      token,
    );
    expect(stale.status).toBe(409);
    expect(await stored(owner._id)).toBe(false);
  });

  it.each([['true'], ['false'], [' true '], [1], [0], [null], [[true]], [{}]])(
    'refuses %j instead of coercing it, on create and on edit, with a Spanish message',
    async (value) => {
      const create = await post(t.app, '/api/owners', newOwner({ remindersOptOut: value }), token);
      expect(create.status).toBe(400);
      expect(create.body.errors).toEqual([{ field: 'remindersOptOut', msg: MSG }]);
      const owner = await createOwner(t, token);
      const edit = await put(
        t.app,
        `/api/owners/${owner._id}`,
        { ...newOwner(), remindersOptOut: value, version: owner.version },
        token,
      );
      expect(edit.status).toBe(400);
      expect(edit.body).toEqual({ msg: MSG, errors: [{ field: 'remindersOptOut', msg: MSG }] });
      expect(await stored(owner._id)).toBe(false);
    },
  );

  it('the change shows in the clinic’s activity as the field reminders_opt_out, before and after', async () => {
    const owner = await createOwner(t, token);
    const body = { ...newOwner({ name: owner.name }), remindersOptOut: true, version: owner.version };
    expect((await put(t.app, `/api/owners/${owner._id}`, body, token)).status).toBe(200);
    const { items } = (await get(t.app, '/api/clinic/activity?kind=owner', token)).body;
    expect(items[0]).toMatchObject({ action: 'update', recordKind: 'owner', recordId: owner._id });
    expect(items[0].changes).toEqual(
      expect.arrayContaining([{ field: 'reminders_opt_out', from: false, to: true }]),
    );
  });

  it('the backup carries it both ways; a file made before the field restores its owners as false', async () => {
    const a = await signUp(t);
    await createOwner(t, a.token, { name: 'Quiere Recordatorios' });
    await createOwner(t, a.token, { name: 'No Quiere Recordatorios', remindersOptOut: true });
    const doc = documentOf((await downloadBackup(t, a.token)).bytes);
    const byName = (owners: Record<string, unknown>[]) =>
      Object.fromEntries(owners.map((o) => [String(o.name), o.remindersOptOut]));
    expect(byName(doc.owners)).toEqual({ 'Quiere Recordatorios': false, 'No Quiere Recordatorios': true });

    const restoredOptOut = async (file: Buffer) => {
      const b = await signUp(t);
      expect((await uploadBackup(t, b.token, file)).status).toBe(200);
      const { rows } = await t.db.query(
        'SELECT name, reminders_opt_out AS "remindersOptOut" FROM owners WHERE clinic_id = $1',
        [await clinicIdOf(t.db, b.email)],
      );
      return byName(rows);
    };
    expect(await restoredOptOut(packDocument(doc))).toEqual({
      'Quiere Recordatorios': false,
      'No Quiere Recordatorios': true,
    });
    const older = { ...doc, owners: doc.owners.map(({ remindersOptOut: _r, ...owner }) => owner) };
    expect(await restoredOptOut(packDocument(older))).toEqual({
      'Quiere Recordatorios': false,
      'No Quiere Recordatorios': false,
    });
    // A file whose owner says "true" is refused like the form, nothing written.
    const coerced = { ...doc, owners: doc.owners.map((owner) => ({ ...owner, remindersOptOut: 'true' })) };
    const c = await signUp(t);
    const refused = await uploadBackup(t, c.token, packDocument(coerced));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(MSG);
  });
});

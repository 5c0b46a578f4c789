import { startTestApp, type TestApp } from './helpers/app.js';
import { del } from './helpers/owners.js';
import { get, login, newVet, post, put, signUp } from './helpers/http.js';
import { clinicOfSession } from './helpers/members.js';

const INVALID = 'La invitación no es válida. Pide al administrador que te envíe una nueva.';
const EXPIRED = 'La invitación venció. Pide al administrador que te envíe una nueva.';
const USED = 'Esta invitación ya fue aceptada. Inicia sesión para entrar a la clínica.';
const DAY = 24 * 3_600_000;

/** Issue 25 (3): invitations by e-mail, accepted by an existing account or by a new one. */
describe('invitations', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let clinicId: string;

  /** Invites `email` as `role` and returns the token of the link the mail carries. */
  async function invite(email: string, role = 'assistant'): Promise<string> {
    const res = await post(t.app, '/api/clinic/invitations', { email, role }, admin.token);
    expect(res.status).toBe(201);
    const mail = (await t.mailsTo(email.toLowerCase())).at(-1)!;
    const link = /https?:\/\/\S+\/auth\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();
    return link![1];
  }

  beforeAll(async () => {
    t = await startTestApp({ extra: { publicUrl: 'https://clinica.example.com' } });
    admin = await signUp(t, { name: 'Ana', lastName: 'Pérez' });
    clinicId = await clinicOfSession(t, admin.token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mails a link to PUBLIC_URL naming the clinic, the role and who invites; the link shows the same', async () => {
    const res = await post(
      t.app,
      '/api/clinic/invitations',
      { email: 'Rosa@Correo.test', role: 'groomer' },
      admin.token,
    );
    expect(res).toMatchObject({
      status: 201,
      body: {
        msg: 'Invitación enviada a rosa@correo.test',
        invitation: { email: 'rosa@correo.test', role: 'groomer' },
      },
    });
    const mail = (await t.mailsTo('rosa@correo.test')).at(-1)!;
    expect(mail.subject).toMatch(/^VetClinic: te invitaron a Clínica Ana Pérez/);
    expect(mail.text).toContain(
      'M.V. Ana Pérez te invitó a trabajar en Clínica Ana Pérez con el rol Peluquero.',
    );
    const token = /https:\/\/clinica\.example\.com\/auth\/invitation\/([A-Za-z0-9_-]{43})/.exec(
      mail.text,
    )![1];
    const shown = await get(t.app, `/api/invitations/${token}`);
    expect(shown).toMatchObject({
      status: 200,
      body: {
        clinic: { name: 'Clínica Ana Pérez' },
        role: 'groomer',
        email: 'rosa@correo.test',
        hasAccount: false,
      },
    });
    const { rows } = await t.db.query('SELECT token_hash FROM clinic_invitations WHERE email = $1', [
      'rosa@correo.test',
    ]);
    expect(rows[0].token_hash).not.toContain(token);
    const pending = await get(t.app, '/api/clinic/invitations', admin.token);
    expect(pending.body).toEqual([
      expect.objectContaining({ email: 'rosa@correo.test', invitedBy: 'M.V. Ana Pérez' }),
    ]);
  });

  it('a new person signs up from the link and joins the clinic with the role once the code confirms the mailbox', async () => {
    const token = await invite('nuevo@correo.test', 'groomer');
    const person = newVet({ email: 'nuevo@correo.test' });
    expect((await post(t.app, '/api/auth/create-account', { ...person, invitation: token })).status).toBe(
      201,
    );
    expect(
      (await post(t.app, '/api/auth/confirm-account', { token: await t.lastCode('nuevo@correo.test') }))
        .status,
    ).toBe(200);
    const signIn = await post(t.app, '/api/auth/login', {
      email: 'nuevo@correo.test',
      password: person.password,
    });
    const me = await get(t.app, '/api/auth/user', signIn.body.token);
    expect(me.body).toMatchObject({ clinic: { _id: clinicId }, role: 'groomer' });
    expect(me.body.clinics).toHaveLength(1); // no clinic of their own was founded
    expect(await get(t.app, `/api/invitations/${token}`)).toMatchObject({ status: 410, body: { msg: USED } });
  });

  it('asks a vet’s licence (CMV) of an invited vet, not of the front desk or a groomer', async () => {
    const asVet = await invite('vet.sin.cmv@correo.test', 'vet');
    const refused = await post(t.app, '/api/auth/create-account', {
      ...newVet({ email: 'vet.sin.cmv@correo.test', cmv: '' }),
      invitation: asVet,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'cmv', msg: 'El CMV es obligatorio' }] },
    });
    const asDesk = await invite('recepcion@correo.test', 'assistant');
    const desk = newVet({ email: 'recepcion@correo.test', cmv: undefined });
    expect((await post(t.app, '/api/auth/create-account', { ...desk, invitation: asDesk })).status).toBe(201);
    await post(t.app, '/api/auth/confirm-account', { token: await t.lastCode('recepcion@correo.test') });
    const token = (await post(t.app, '/api/auth/login', { email: desk.email, password: desk.password })).body
      .token;
    const me = (await get(t.app, '/api/auth/user', token)).body;
    expect(me).toMatchObject({ cmv: '', role: 'assistant' });
    const profile = {
      name: 'Rosa',
      lastName: 'Mora',
      whatsapp: me.whatsapp,
      ci: me.ci,
      estado: me.estado,
      version: me.version,
    };
    expect((await put(t.app, '/api/auth/profile', profile, token)).status).toBe(200);
    // The administrator, a vet, keeps theirs.
    const mine = (await get(t.app, '/api/auth/user', admin.token)).body;
    const noCmv = {
      name: mine.name,
      lastName: mine.lastName,
      whatsapp: mine.whatsapp,
      ci: mine.ci,
      cmv: '',
      estado: mine.estado,
      version: mine.version,
    };
    expect(await put(t.app, '/api/auth/profile', noCmv, admin.token)).toMatchObject({
      status: 400,
      body: { msg: 'El CMV es obligatorio' },
    });
  });

  it('signing up from the link with another e-mail is refused, and nothing is created', async () => {
    const token = await invite('invitada@correo.test');
    const res = await post(t.app, '/api/auth/create-account', {
      ...newVet({ email: 'otra@correo.test' }),
      invitation: token,
    });
    expect(res).toMatchObject({
      status: 400,
      body: { msg: 'La invitación es para otro correo (invitada@correo.test).' },
    });
    const { rows } = await t.db.query('SELECT 1 FROM vets WHERE email = $1', ['otra@correo.test']);
    expect(rows).toHaveLength(0);
  });

  it('an existing account accepts with its password and gets a session in the clinic; the link then is spent', async () => {
    const existing = await signUp(t, { email: 'existe@correo.test' });
    const token = await invite('existe@correo.test', 'vet');
    expect((await get(t.app, `/api/invitations/${token}`)).body.hasAccount).toBe(true);
    const wrong = await post(t.app, `/api/invitations/${token}/accept`, { password: 'no-es-esta-1' });
    expect(wrong).toMatchObject({ status: 401, body: { msg: 'Contraseña incorrecta' } });
    const ok = await post(t.app, `/api/invitations/${token}/accept`, { password: existing.password });
    expect(ok).toMatchObject({ status: 200, body: { msg: 'Te uniste a Clínica Ana Pérez' } });
    const me = await get(t.app, '/api/auth/user', ok.body.token);
    expect(me.body).toMatchObject({ clinic: { _id: clinicId }, role: 'vet' });
    expect(me.body.clinics).toHaveLength(2); // their own clinic stays theirs
    expect(
      await post(t.app, `/api/invitations/${token}/accept`, { password: existing.password }),
    ).toMatchObject({
      status: 410,
      body: { msg: USED },
    });
  });

  it('the same link accepted twice at once joins once', async () => {
    const existing = await signUp(t, { email: 'doble@correo.test' });
    const token = await invite('doble@correo.test');
    const answers = await Promise.all([
      post(t.app, `/api/invitations/${token}/accept`, { password: existing.password }),
      post(t.app, `/api/invitations/${token}/accept`, { password: existing.password }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
  });

  it('refuses an expired, a replaced, a cancelled and a tampered link with a clear reason', async () => {
    const expiring = await invite('tarde@correo.test');
    t.clock.advance(7 * DAY + 60_000);
    expect(await get(t.app, `/api/invitations/${expiring}`)).toMatchObject({
      status: 410,
      body: { msg: EXPIRED },
    });
    // The administrator's session did not outlive the week either.
    admin = { ...admin, token: await login(t, admin.email, admin.password) };
    expect(await post(t.app, `/api/invitations/${expiring}/accept`, { password: 'x' })).toMatchObject({
      status: 410,
      body: { msg: EXPIRED },
    });

    const first = await invite('dos@correo.test');
    const second = await invite('dos@correo.test', 'vet');
    expect(await get(t.app, `/api/invitations/${first}`)).toMatchObject({
      status: 404,
      body: { msg: INVALID },
    });
    expect((await get(t.app, `/api/invitations/${second}`)).body.role).toBe('vet');

    const list = (await get(t.app, '/api/clinic/invitations', admin.token)).body as {
      _id: string;
      email: string;
    }[];
    const pending = list.find((i) => i.email === 'dos@correo.test')!;
    expect(await del(t.app, `/api/clinic/invitations/${pending._id}`, admin.token)).toMatchObject({
      status: 200,
      body: { msg: 'Invitación anulada' },
    });
    expect(await get(t.app, `/api/invitations/${second}`)).toMatchObject({
      status: 404,
      body: { msg: INVALID },
    });

    const tampered = `${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`;
    expect(await get(t.app, `/api/invitations/${tampered}`)).toMatchObject({
      status: 404,
      body: { msg: INVALID },
    });
    expect(await get(t.app, '/api/invitations/no-es-un-token')).toMatchObject({
      status: 404,
      body: { msg: INVALID },
    });
  });

  it('refuses to invite an active member, and lets only the administrator invite', async () => {
    const res = await post(
      t.app,
      '/api/clinic/invitations',
      { email: admin.email, role: 'vet' },
      admin.token,
    );
    expect(res).toMatchObject({ status: 409, body: { msg: `${admin.email} ya es miembro de la clínica.` } });
    const token = await invite('asist@correo.test', 'assistant');
    const person = newVet({ email: 'asist@correo.test' });
    await post(t.app, '/api/auth/create-account', { ...person, invitation: token });
    await post(t.app, '/api/auth/confirm-account', { token: await t.lastCode('asist@correo.test') });
    const assistant = (
      await post(t.app, '/api/auth/login', { email: 'asist@correo.test', password: person.password })
    ).body.token;
    expect(
      await post(t.app, '/api/clinic/invitations', { email: 'x@correo.test', role: 'admin' }, assistant),
    ).toMatchObject({
      status: 403,
      body: {
        msg: 'No tienes permiso para administrar la clínica y su equipo. Tu rol en la clínica es Asistente.',
      },
    });
  });
});

import { useTestApp } from './helpers/app.js';
import { vetWithPet } from './helpers/grooming.js';
import { get, post, signUp } from './helpers/http.js';
import { clinicOfSession, joinClinic, type Member } from './helpers/members.js';
import { createPreventive } from './helpers/preventives.js';

/**
 * Issue 26 (3): GET /clinic/people, the clinic's active members of every role by name, which «Quién
 * aplicó» offers: any member reads it, and it shows only the session's clinic's active people.
 */
describe('GET /clinic/people', () => {
  const t = useTestApp();
  let admin: { token: string; id: string };
  let patientId: string;
  let vet: Member;
  let assistant: Member;
  let groomer: Member;
  let otherAssistant: Member;
  let leaver: Member;
  let outsider: { token: string; id: string };

  beforeAll(async () => {
    const founded = await vetWithPet(t);
    patientId = founded.patientId;
    admin = {
      token: founded.token,
      id: (await get(t.app, '/api/auth/user', founded.token)).body._id,
    };
    const clinicId = await clinicOfSession(t, admin.token);
    vet = await joinClinic(t, clinicId, 'vet', { name: 'Luis', lastName: 'Rojas', cmv: '5678' });
    assistant = await joinClinic(t, clinicId, 'assistant', { name: 'Berta', lastName: 'Gómez', cmv: '1111' });
    groomer = await joinClinic(t, clinicId, 'groomer', { name: 'Pedro', lastName: 'Sosa', cmv: '2222' });
    otherAssistant = await joinClinic(t, clinicId, 'assistant', { name: 'Carla', lastName: 'Ruiz' });
    leaver = await joinClinic(t, clinicId, 'vet', { name: 'Daniel', lastName: 'Mora' });
    const members = (await get(t.app, '/api/clinic/members', admin.token)).body as {
      _id: string;
      version: number;
    }[];
    const { version } = members.find((m) => m._id === leaver.id)!;
    const gone = await post(t.app, `/api/clinic/members/${leaver.id}/deactivate`, { version }, admin.token);
    expect(gone.status).toBe(200);
    // Another clinic, whose people must not show.
    const other = await signUp(t, { name: 'Zoe', lastName: 'Lara' });
    outsider = { token: other.token, id: (await get(t.app, '/api/auth/user', other.token)).body._id };
  });

  const everyone = () => [
    { _id: admin.id, name: 'Ana Pérez', role: 'admin', cmv: '4567' },
    { _id: assistant.id, name: 'Berta Gómez', role: 'assistant', cmv: '1111' },
    { _id: otherAssistant.id, name: 'Carla Ruiz', role: 'assistant', cmv: '4567' },
    { _id: vet.id, name: 'Luis Rojas', role: 'vet', cmv: '5678' },
    { _id: groomer.id, name: 'Pedro Sosa', role: 'groomer', cmv: '2222' },
  ];

  it('an assistant reads the clinic’s active people of every role, by name; no e-mail, no one inactive', async () => {
    const res = await get(t.app, '/api/clinic/people', assistant.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(everyone());
  });

  it('every role reads the same list', async () => {
    for (const token of [admin.token, vet.token, groomer.token]) {
      expect(await get(t.app, '/api/clinic/people', token)).toMatchObject({ status: 200, body: everyone() });
    }
  });

  it('another clinic sees only its own people', async () => {
    const res = await get(t.app, '/api/clinic/people', outsider.token);
    expect(res).toMatchObject({
      status: 200,
      body: [{ _id: outsider.id, name: 'Zoe Lara', role: 'admin', cmv: '4567' }],
    });
  });

  it('an assistant records a vaccine applied by another assistant taken from it', async () => {
    const people = (await get(t.app, '/api/clinic/people', assistant.token)).body as {
      _id: string;
      name: string;
    }[];
    const carla = people.find((p) => p.name === 'Carla Ruiz')!;
    const saved = await createPreventive(t, assistant.token, patientId, { appliedBy: carla._id });
    expect(saved.appliedBy).toEqual({ _id: otherAssistant.id, name: 'Carla Ruiz' });
  });

  it('without a session: 401', async () => {
    expect(await get(t.app, '/api/clinic/people')).toMatchObject({
      status: 401,
      body: { msg: 'Sesión no válida o expirada' },
    });
  });
});

import { randomUUID } from 'node:crypto';
import { useTestApp } from './helpers/app.js';
import { vetWithPet } from './helpers/grooming.js';
import { get, post, put } from './helpers/http.js';
import { clinicOfSession, joinClinic, type Member } from './helpers/members.js';
import { personOf } from './helpers/clinical.js';
import { clinicDay } from '../src/lib/clinic-day.js';
import { newAppointment, nextMonday, plusDays } from './helpers/appointments.js';

/** Issue 27 (1): booking, the agenda, statuses and the rules that refuse a bad booking. */
describe('appointments: the agenda', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  let me: string;
  let colleague: Member;
  let groomer: Member;
  let clinicId: string;
  const monday = nextMonday();

  beforeAll(async () => {
    ({ token, patientId } = await vetWithPet(t));
    me = await personOf(t, token);
    clinicId = await clinicOfSession(t, token);
    colleague = await joinClinic(t, clinicId, 'vet', { name: 'Luis', lastName: 'Rojas' });
    groomer = await joinClinic(t, clinicId, 'groomer', { name: 'Pedro', lastName: 'Mora' });
  });

  const booking = (overrides: Record<string, unknown> = {}) =>
    newAppointment(patientId, me, { date: monday, ...overrides });
  const count = async () =>
    (await t.db.query('SELECT count(*)::int AS n FROM appointments')).rows[0].n as number;
  const book = (body: Record<string, unknown>, as = token) => post(t.app, '/api/appointments', body, as);

  it('books an appointment and answers it in the clinic’s wall clock, with who booked it', async () => {
    const res = await book(booking({ notes: '  Control de piel ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      msg: 'Cita agendada con éxito',
      appointment: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        patient: { _id: patientId, name: expect.any(String), species: expect.any(String) },
        owner: {
          _id: expect.any(String),
          name: expect.any(String),
          contact: expect.any(String),
          email: expect.any(String),
        },
        vet: { _id: me, name: 'Ana Pérez' },
        kind: 'consultation',
        date: monday,
        time: '09:00',
        endTime: '09:30',
        durationMinutes: 30,
        // 09:00 in Caracas (UTC−4) is 13:00 UTC.
        startsAt: `${monday}T13:00:00.000Z`,
        status: 'scheduled',
        notes: 'Control de piel',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        createdBy: 'Ana Pérez',
        updatedBy: 'Ana Pérez',
        version: 1,
      },
    });
    const id = res.body.appointment._id as string;
    const agenda = await get(t.app, `/api/appointments?from=${monday}&to=${monday}`, token);
    expect(agenda.body.appointments.map((a: { _id: string }) => a._id)).toEqual([id]);
    const detail = await get(t.app, `/api/appointments/${id}`, token);
    expect(detail.body.appointment.statusHistory).toEqual([
      { status: 'scheduled', at: expect.any(String), by: 'Ana Pérez', byOwner: false },
    ]);
  });

  it('never books one person twice at once: 409 naming the other appointment, nothing stored', async () => {
    const before = await count();
    const res = await book(booking({ time: '09:15' }));
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('Ana Pérez ya tiene una cita de 09:00 a 09:30 ese día');
    expect(await count()).toBe(before);
    // Another vet at the same time, and the same vet right after, are fine.
    expect((await book(booking({ time: '09:15', vetId: colleague.id }))).status).toBe(201);
    expect((await book(booking({ time: '09:30' }))).status).toBe(201);
  });

  it('two bookings of the same time at once: one is booked, the other refused (the database decides)', async () => {
    const both = await Promise.all([
      book(booking({ time: '11:00' })),
      post(t.app, '/api/appointments', booking({ time: '11:10' }), token),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses a time outside opening hours, a closed day, a past day and a missing pet', async () => {
    const before = await count();
    const early = await book(booking({ time: '07:30' }));
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([
      {
        field: 'time',
        msg: 'El lunes la clínica atiende de 08:00 a 18:00: la cita debe quedar dentro de ese horario',
      },
    ]);
    const late = await book(booking({ time: '17:45', durationMinutes: 30 }));
    expect(late.status).toBe(400);
    const sunday = await book(booking({ date: plusDays(monday, 6) }));
    expect(sunday.body.errors).toEqual([{ field: 'time', msg: 'La clínica no atiende los domingos' }]);
    const past = await book(booking({ date: plusDays(clinicDay(new Date()), -7) }));
    expect(past.body.errors).toEqual([{ field: 'date', msg: 'La cita no puede ser en el pasado' }]);
    const noPet = await book(booking({ patientId: randomUUID() }));
    expect(noPet).toMatchObject({ status: 404, body: { msg: 'Mascota no encontrada' } });
    const bad = await book(booking({ durationMinutes: 7, time: '25:00' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'time', msg: 'Hora inválida' },
        { field: 'durationMinutes', msg: 'La duración debe ser de 5 a 480 minutos, en múltiplos de 5' },
      ]),
    );
    expect(await count()).toBe(before);
  });

  it('moves through its statuses, each with who and when; a final status stays final', async () => {
    const { body } = await book(booking({ time: '14:00' }));
    const id = body.appointment._id as string;
    const move = (status: string, version: number, as = token) =>
      post(t.app, `/api/appointments/${id}/status`, { status, version }, as);
    expect((await move('confirmed', 1)).body.msg).toBe('Cita confirmada');
    expect((await move('in_room', 2, colleague.token)).body.msg).toBe('Paciente en sala');
    const attended = await move('attended', 3);
    expect(attended.body).toMatchObject({
      msg: 'Cita atendida',
      appointment: { status: 'attended', version: 4 },
    });
    const again = await move('cancelled', 4);
    expect(again).toMatchObject({
      status: 409,
      body: { msg: 'Una cita Atendida no puede pasar a Cancelada' },
    });
    expect((await move('cancelled', 1)).body.msg).toBe('Este registro cambió mientras lo editabas');
    const detail = await get(t.app, `/api/appointments/${id}`, token);
    expect(
      detail.body.appointment.statusHistory.map((s: { status: string; by: string }) => [s.status, s.by]),
    ).toEqual([
      ['scheduled', 'Ana Pérez'],
      ['confirmed', 'Ana Pérez'],
      ['in_room', 'Luis Rojas'],
      ['attended', 'Ana Pérez'],
    ]);
  });

  it('a cancelled appointment frees its time', async () => {
    const { body } = await book(booking({ time: '15:00' }));
    await post(
      t.app,
      `/api/appointments/${body.appointment._id}/status`,
      { status: 'cancelled', version: 1 },
      token,
    );
    expect((await book(booking({ time: '15:00' }))).status).toBe(201);
  });

  it('rescheduling a confirmed appointment books it again; a final one cannot be moved', async () => {
    const { body } = await book(booking({ time: '16:00' }));
    const id = body.appointment._id as string;
    await post(t.app, `/api/appointments/${id}/status`, { status: 'confirmed', version: 1 }, token);
    const moved = await put(t.app, `/api/appointments/${id}`, booking({ time: '16:30', version: 2 }), token);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      msg: 'Cita actualizada con éxito',
      appointment: { time: '16:30', endTime: '17:00', status: 'scheduled', version: 3 },
    });
    await post(t.app, `/api/appointments/${id}/status`, { status: 'no_show', version: 3 }, token);
    const late = await put(t.app, `/api/appointments/${id}`, booking({ time: '17:00', version: 4 }), token);
    expect(late).toMatchObject({
      status: 409,
      body: { msg: 'Solo se puede reprogramar una cita Programada o Confirmada' },
    });
    // Its notes may still change.
    const noted = await put(
      t.app,
      `/api/appointments/${id}`,
      booking({ time: '16:30', notes: 'Llamó tarde', version: 4 }),
      token,
    );
    expect(noted.body.appointment).toMatchObject({ notes: 'Llamó tarde', status: 'no_show' });
  });

  it('a Peluquero books and moves only «Peluquería» appointments', async () => {
    const refused = await book(booking({ time: '10:00', vetId: groomer.id }), groomer.token);
    expect(refused).toMatchObject({
      status: 403,
      body: { msg: 'Como Peluquero solo puedes gestionar citas de Peluquería.' },
    });
    const ok = await book(booking({ time: '10:00', vetId: groomer.id, kind: 'grooming' }), groomer.token);
    expect(ok.status).toBe(201);
    const theirs = await book(booking({ time: '12:00' }));
    const move = await post(
      t.app,
      `/api/appointments/${theirs.body.appointment._id}/status`,
      { status: 'confirmed', version: 1 },
      groomer.token,
    );
    expect(move.status).toBe(403);
  });

  it('the agenda answers a period of 1 to 42 days, and one person’s appointments', async () => {
    const reversed = await get(t.app, `/api/appointments?from=${monday}&to=${plusDays(monday, -1)}`, token);
    expect(reversed.body.errors).toEqual([
      { field: 'to', msg: 'El período de la agenda debe ser de 1 a 42 días, con «desde» antes de «hasta»' },
    ]);
    const long = await get(t.app, `/api/appointments?from=${monday}&to=${plusDays(monday, 42)}`, token);
    expect(long.status).toBe(400);
    const luis = await get(
      t.app,
      `/api/appointments?from=${monday}&to=${monday}&vetId=${colleague.id}`,
      token,
    );
    expect(luis.body.appointments.map((a: { vet: { name: string } }) => a.vet.name)).toEqual(['Luis Rojas']);
    const pet = await get(t.app, `/api/patients/${patientId}/appointments`, token);
    expect(pet.body.upcoming.length).toBeGreaterThan(3);
    expect(pet.body.past).toEqual([]);
  });

  it('another clinic sees none of it: its pet, appointments and agenda answer as missing', async () => {
    const other = await vetWithPet(t);
    const { body } = await book(booking({ time: '08:00' }));
    const id = body.appointment._id as string;
    expect((await get(t.app, `/api/appointments/${id}`, other.token)).status).toBe(404);
    expect((await book(booking({ time: '08:00', patientId: other.patientId }))).status).toBe(404);
    const theirs = await get(t.app, `/api/appointments?from=${monday}&to=${monday}`, other.token);
    expect(theirs.body.appointments).toEqual([]);
    const status = await post(
      t.app,
      `/api/appointments/${id}/status`,
      { status: 'cancelled', version: 1 },
      other.token,
    );
    expect(status.status).toBe(404);
  });
});

/** Issue 27 (1, 6): the administrator's agenda settings, and hours counted in the clinic's own zone. */
describe('appointments: the clinic’s schedule and time zone', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  let me: string;

  beforeAll(async () => {
    ({ token, patientId } = await vetWithPet(t));
    me = await personOf(t, token);
  });

  const schedule = async () => (await get(t.app, '/api/clinic/schedule', token)).body.schedule;

  it('starts in Caracas with the default hours, and only the administrator changes it', async () => {
    expect(await schedule()).toEqual({
      timeZone: 'America/Caracas',
      slotMinutes: 30,
      openingHours: [
        ...Array(5).fill({ open: '08:00', close: '18:00' }),
        { open: '08:00', close: '12:00' },
        null,
      ],
      appointmentReminderHours: 24,
      preventiveReminderDays: 7,
      version: 1,
    });
    const clinicId = await clinicOfSession(t, token);
    const assistant = await joinClinic(t, clinicId, 'assistant');
    const refused = await put(t.app, '/api/clinic/schedule', { ...(await schedule()) }, assistant.token);
    expect(refused.status).toBe(403);
    const badZone = await put(
      t.app,
      '/api/clinic/schedule',
      { ...(await schedule()), timeZone: 'Marte/Olympus' },
      token,
    );
    expect(badZone.body.errors).toEqual([{ field: 'timeZone', msg: 'Zona horaria no válida' }]);
    const closesFirst = await put(
      t.app,
      '/api/clinic/schedule',
      { ...(await schedule()), openingHours: [{ open: '18:00', close: '08:00' }, ...Array(6).fill(null)] },
      token,
    );
    expect(closesFirst.status).toBe(400);
  });

  it('in a zone with daylight saving, a night hour that does not exist is refused and lengths are real', async () => {
    const open = { open: '00:00', close: '23:55' };
    const saved = await put(
      t.app,
      '/api/clinic/schedule',
      { ...(await schedule()), timeZone: 'Europe/Madrid', openingHours: Array(7).fill(open) },
      token,
    );
    expect(saved.body).toMatchObject({ msg: 'Horario guardado', schedule: { timeZone: 'Europe/Madrid' } });
    // Madrid moves from 02:00 to 03:00 on 2027-03-28: 02:30 does not exist that night.
    const gap = await post(
      t.app,
      '/api/appointments',
      { patientId, vetId: me, kind: 'surgery', date: '2027-03-28', time: '02:30', durationMinutes: 60 },
      token,
    );
    expect(gap.body.errors).toEqual([
      { field: 'time', msg: 'Esa hora no existe ese día en la zona horaria de la clínica (cambio de hora)' },
    ]);
    // An hour from 01:30 ends at 03:30 on the clock; 01:30 CET is 00:30 UTC.
    const across = await post(
      t.app,
      '/api/appointments',
      { patientId, vetId: me, kind: 'surgery', date: '2027-03-28', time: '01:30', durationMinutes: 60 },
      token,
    );
    expect(across.body.appointment).toMatchObject({
      date: '2027-03-28',
      time: '01:30',
      endTime: '03:30',
      durationMinutes: 60,
      startsAt: '2027-03-28T00:30:00.000Z',
    });
    // The same instant read in Caracas once the clinic goes back there.
    await put(t.app, '/api/clinic/schedule', { ...(await schedule()), timeZone: 'America/Caracas' }, token);
    const again = await get(t.app, `/api/appointments/${across.body.appointment._id}`, token);
    expect(again.body.appointment).toMatchObject({ date: '2027-03-27', time: '20:30' });
    const activity = await t.db.query(
      "SELECT summary FROM audit_entries WHERE record_kind = 'schedule' ORDER BY created_at",
    );
    expect(activity.rows.map((r) => r.summary)).toEqual(['Horario de la agenda', 'Horario de la agenda']);
  });

  it('a stale schedule form is refused', async () => {
    const current = await schedule();
    const res = await put(t.app, '/api/clinic/schedule', { ...current, version: current.version - 1 }, token);
    expect(res).toMatchObject({ status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } });
  });
});

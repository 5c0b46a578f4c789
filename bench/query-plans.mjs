// EXPLAIN (ANALYZE) of every list, search and count query at clinic scale (5,000 owners, 8,000 pets,
// 20,000 exams, 40,000 services, a dog with 200 consultations, 20,000 appointments of four people with
// today full, and here 20,000 more consultations and 50,000 vaccines and deworming), built
// by the API's own query builders (api/dist): which indexes each one reads, whether a big table is
// scanned whole, and how long PostgreSQL took. Then the reports of issue 28 end to end and the plan of
// each statement they send (lib/report-queries.mjs, target ≤ 300 ms).
// `node bench/query-plans.mjs [--verbose]` (--verbose prints each plan as text too).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureApiBuilt } from './lib/api-build.mjs';
import { clinicDatabase, openClinic } from './lib/clinic.mjs';
import { explain } from './lib/plans.mjs';
import { apiDist } from './lib/paths.mjs';
import { measureReports } from './lib/report-queries.mjs';
import { printRows, row, writeResults } from './lib/results.mjs';

// A busy clinic's year: five people editing ~80 records a day each.
const ACTIVITY_ENTRIES = 150_000;

/** ACTIVITY_ENTRIES entries over the last year, by the clinic's member, about its owners. */
async function seedActivity(client, clinicId) {
  await client.query(
    `INSERT INTO audit_entries (clinic_id, actor_id, action, record_kind, record_id, summary, changes, created_at)
     SELECT $1, m.vet_id, (ARRAY['create','update','delete'])[1 + i % 3], 'owner', o.id::text, o.name,
            CASE WHEN i % 3 = 1 THEN '{"name": {"from": "A", "to": "B"}}'::jsonb END,
            now() - (i * interval '210 seconds')
     FROM generate_series(1, $2::int) i
     JOIN (SELECT id, name, row_number() OVER (ORDER BY id) AS k FROM owners WHERE clinic_id = $1) o
       ON o.k = 1 + i % 5000
     CROSS JOIN (SELECT vet_id FROM clinic_members WHERE clinic_id = $1 AND role = 'admin' LIMIT 1) m`,
    [clinicId, ACTIVITY_ENTRIES],
  );
  await client.query('ANALYZE audit_entries');
}
// Consultations over the last three years, spread over the pets (the seed's dog has 200 of its own).
const CONSULTATIONS = 20_000;
const REASONS = [
  'Vómitos',
  'Control anual',
  'Cojera',
  'Tos',
  'Diarrea',
  'Otitis',
  'Dermatitis',
  'Vacunación',
];

/** The seed's consultations are one dog's: CONSULTATIONS more by the clinic's member, over the pets. */
async function seedConsultations(client, clinicId) {
  await client.query(
    `WITH pets AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM patients WHERE clinic_id = $1)
     INSERT INTO consultations (clinic_id, patient_id, date, vet_id, reason, presumptive_diagnosis,
                                weight_kg, temperature_c, heart_rate, created_at, updated_at)
     SELECT $1, p.id, now() - (i * interval '1 hour 18 minutes'), m.vet_id, ($3::text[])[1 + i % 8],
            CASE WHEN i % 3 = 0 THEN 'Gastroenteritis' ELSE '' END,
            round((3 + (i % 400) / 10.0)::numeric, 2), 38.5, 100,
            now() - (i * interval '1 hour 18 minutes'), now() - (i * interval '1 hour 18 minutes')
     FROM generate_series(1, $2::int) i
     JOIN pets p ON p.k = 1 + i % 8000
     CROSS JOIN (SELECT vet_id FROM clinic_members WHERE clinic_id = $1 AND role = 'admin' LIMIT 1) m`,
    [clinicId, CONSULTATIONS, REASONS],
  );
  await client.query('ANALYZE consultations');
}

const PREVENTIVES = 50_000;

/** A clinic's vaccines and deworming of the last years, their due days spread over two years. */
async function seedPreventives(client, clinicId) {
  await client.query(
    `INSERT INTO preventives (clinic_id, patient_id, kind, product, applied_on, next_due, applied_by)
     SELECT $1, p.id, CASE WHEN s.i % 3 = 0 THEN 'deworming' ELSE 'vaccine' END,
            (ARRAY['Séxtuple', 'Antirrábica', 'Drontal', 'Triple felina'])[s.i % 4 + 1],
            current_date - (s.i % 700), current_date - (s.i % 700) + 365, m.vet_id
     FROM generate_series(0, $2 - 1) AS s(i)
       CROSS JOIN LATERAL (SELECT id FROM patients WHERE clinic_id = $1 OFFSET (s.i % 5000) LIMIT 1) p
       CROSS JOIN (SELECT vet_id FROM clinic_members WHERE clinic_id = $1 AND role = 'admin' LIMIT 1) m`,
    [clinicId, PREVENTIVES],
  );
  // Statistics and visibility maps, as the seed leaves its own records (what autovacuum would do some
  // minutes later): the vaccination report's index-only read of preventives_latest_idx needs them.
  await client.query('VACUUM (ANALYZE) preventives');
}

const TARGET_MS = 50;
// The seeded clinic's time zone (the default one): the day filters and the history's days count in it.
const ZONE = 'America/Caracas';
const verbose = process.argv.includes('--verbose');
const load = (file) => import(pathToFileURL(path.join(apiDist, file)).href);

/** The queries the routes run, with ids and words picked from the seeded data. */
async function queries(client, clinicId, busyPet) {
  const owners = await load('owners/repo.js');
  const { searchTerms } = await load('owners/input.js');
  const patients = await load('patients/repo.js');
  const lab = await load('lab/repo.js');
  const grooming = await load('grooming/repo.js');
  const activity = await load('audit/repo.js');
  const clinical = await load('clinical/repo.js');
  const history = await load('history/repo.js');
  const members = await load('clinics/members-repo.js');
  const appointments = await load('appointments/repo.js');
  const reminders = await load('reminders/plan.js');
  const page = { page: 1, limit: 20, offset: 0 };
  const one = async (sql, params) => (await client.query(sql, params)).rows[0];
  const owner = await one(
    `SELECT owner_id AS id,
            (SELECT vet_id FROM clinic_members WHERE clinic_id = $1 AND role = 'admin' LIMIT 1) AS actor
     FROM patients WHERE clinic_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [clinicId],
  );
  const examPet = await one(
    'SELECT patient_id AS id FROM lab_exams WHERE clinic_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    [clinicId],
  );
  const groomPet = await one(
    'SELECT patient_id AS id FROM grooming_services WHERE clinic_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    [clinicId],
  );
  const now = new Date();
  const dayOf = (ms) => new Date(ms).toLocaleDateString('en-CA', { timeZone: ZONE });
  const today = dayOf(now.getTime());
  const monthStart = new Date(now.getTime() - 30 * 86_400_000);
  return [
    [
      'GET /owners/:id',
      { sql: 'SELECT * FROM owners WHERE id = $1 AND clinic_id = $2', params: [owner.id, clinicId] },
    ],
    ['GET /owners?page=1 (20 de 5.000)', owners.listOwnersQuery(clinicId, undefined, page)],
    ['GET /owners?q=maría&page=1', owners.listOwnersQuery(clinicId, searchTerms('maría'), page)],
    [
      'GET /owners?q=quintero perez&page=1',
      owners.listOwnersQuery(clinicId, searchTerms('quintero perez'), page),
    ],
    ['GET /owners?q=414 12 (teléfono)', owners.listOwnersQuery(clinicId, searchTerms('414 12'), page)],
    ['GET /owners (lista completa, 5.000)', owners.listOwnersQuery(clinicId, undefined)],
    ['GET /patients?page=1 (20 de 8.000)', patients.listPatientsQuery(clinicId, {}, page)],
    // A search's page carries its total (one statement); the count runs alone only past the last page.
    ['GET /patients?q=luna&page=1', patients.searchPatientsPageQuery(clinicId, { words: ['luna'] }, page)],
    [
      'GET /patients?q=gato gonzalez&page=1',
      patients.searchPatientsPageQuery(clinicId, { words: ['gato', 'gonzalez'] }, page),
    ],
    [
      '  su total pasada la última página (count)',
      patients.countPatientsQuery(clinicId, { words: ['luna'] }),
    ],
    ['GET /patients (lista completa, 8.000)', patients.listPatientsQuery(clinicId, {})],
    ['GET /patients/owner/:id', patients.listPatientsQuery(clinicId, { ownerId: owner.id })],
    ['GET /patients/count', patients.countPatientsQuery(clinicId)],
    ['GET /patients/:id/lab-exams', lab.listExamsQuery(clinicId, examPet.id, [])],
    [
      'GET /patients/:id/lab-exams?q=ehrlichia',
      lab.listExamsQuery(clinicId, examPet.id, ['ehrlichia'], page),
    ],
    ['GET /grooming?from&to (30 días)', grooming.listQuery(clinicId, { from: monthStart, to: now })],
    ['GET /grooming?q=canela&page=1', grooming.listQuery(clinicId, { words: ['canela'] }, page)],
    [
      'GET /grooming?from&to&q=corte luna',
      grooming.listQuery(clinicId, { from: monthStart, to: now, words: ['corte', 'luna'] }),
    ],
    ['GET /patients/:id/grooming', grooming.listQuery(clinicId, { patientId: groomPet.id })],
    // The activity of a busy year (see ACTIVITY_ENTRIES), read by the «Actividad» screen.
    ['GET /clinic/activity?page=1', activity.listActivityQuery(clinicId, {}, page)],
    ['  su total', activity.countActivityQuery(clinicId, {})],
    [
      'GET /clinic/activity?actor&from&to',
      activity.listActivityQuery(
        clinicId,
        { actorId: owner.actor, from: '2026-01-01', to: '2026-03-31', zone: ZONE },
        page,
      ),
    ],
    [
      'GET /clinic/activity?record=<dueño>',
      activity.listActivityQuery(clinicId, { recordId: owner.id }, page),
    ],
    // The clinical record (issue 26): the clinic's recent consultations, a busy pet's, its weight curve.
    ['GET /consultations?page=1', clinical.listConsultationsQuery(clinicId, { words: [] }, page)],
    ['  su total (consultas)', clinical.countConsultationsQuery(clinicId, { words: [] })],
    [
      'GET /consultations?q=cojera&page=1',
      clinical.listConsultationsQuery(clinicId, { words: ['cojera'] }, page),
    ],
    ['  su total (consultas, búsqueda)', clinical.countConsultationsQuery(clinicId, { words: ['cojera'] })],
    [
      'GET /patients/:id/consultations?page=1 (200)',
      clinical.listConsultationsQuery(clinicId, { patientId: busyPet.id, words: [] }, page),
    ],
    ['GET /patients/:id/weights (200)', clinical.weightsQuery(clinicId, busyPet.id)],
    // Its history's first page and total (consultations, exams, vaccines, deworming, grooming).
    [
      'GET /patients/:id/history?page=1',
      history.historyPageQuery(clinicId, busyPet.id, undefined, page, ZONE),
    ],
    ['  su total (historia)', history.historyCountQuery(clinicId, busyPet.id, undefined, ZONE)],
    ['GET /consultations/counts', clinical.countTodayQuery(clinicId, new Date(now - 3_600_000), now)],
    ['GET /clinic/people', members.clinicPeopleQuery(clinicId)],
    ['GET /appointments (un día, de 20.000)', appointments.agendaQuery(ZONE, clinicId, today, today)],
    [
      'GET /appointments (una semana)',
      appointments.agendaQuery(ZONE, clinicId, today, dayOf(now.getTime() + 6 * 86_400_000)),
    ],
    ['recordatorios: planificar citas (cada minuto)', reminders.planQueries(now).appointments],
    ['recordatorios: planificar vacunas (cada minuto)', reminders.planQueries(now).preventives],
    ['recordatorios: cancelar los que cambiaron', reminders.planQueries(now).cancelled],
    ['recordatorios: los correos por enviar', reminders.dueEmailRemindersQuery(now)],
    [
      'GET /grooming/counts',
      grooming.countQuery(clinicId, {
        today: new Date(now - 3_600_000),
        week: new Date(now - 5 * 86_400_000),
        month: monthStart,
        now,
      }),
    ],
  ];
}

async function main() {
  ensureApiBuilt();
  const clinic = await clinicDatabase();
  const db = await openClinic(clinic);
  const client = new pg.Client({ connectionString: db.url });
  const rows = [];
  const plans = {};
  try {
    await client.connect();
    // The seeded vet's clinic (the one its account founded): the tenant every query filters by.
    const { rows: member } = await client.query(
      `SELECT m.clinic_id FROM clinic_members m JOIN vets v ON v.id = m.vet_id
       WHERE v.email = $1 AND m.active ORDER BY m.created_at LIMIT 1`,
      [clinic.email],
    );
    // The activity log is append-only (the database refuses deletes), so the year of entries the
    // activity queries read, and the consultations, are written in a transaction rolled back at the end.
    // The vaccines and deworming are committed first and vacuumed, as the seed's own (the database is
    // thrown away afterwards). The agenda's 20,000 appointments are the seed's (api/src/seed/agenda.ts).
    await seedPreventives(client, member[0].clinic_id);
    await client.query('BEGIN');
    await seedActivity(client, member[0].clinic_id);
    await seedConsultations(client, member[0].clinic_id);
    const busyPet = { id: clinic.longHistoryPetId }; // the seed's dog with 200 consultations and 50 exams
    for (const [name, { sql, params }] of await queries(client, member[0].clinic_id, busyPet)) {
      await client.query(sql, params); // warm the cache, as a running server would have it
      const plan = await explain(client, sql, params, { verbose });
      const { ms } = plan;
      const whole = name.includes('lista completa');
      // A whole list is as big as the clinic: printed, not judged. A Seq Scan is reported, not failed: on
      // a one-clinic database, "clinic_id = $1" matches every row and reading the table is the planner's
      // right call.
      rows.push(whole ? row(name, ms, 'ms') : row(name, ms, 'ms', `< ${TARGET_MS} ms`, ms < TARGET_MS));
      plans[name] = { indexes: plan.indexes, fullScans: plan.fullScans, rows: plan.rows };
      console.log(
        `${name}\n    índices: ${plan.indexes.join(', ') || '—'}${plan.fullScans.length ? `  ¡Seq Scan en ${plan.fullScans}!` : ''}`,
      );
      if (verbose) console.log(plan.text);
    }
    // The reports (issue 28), end to end through the API's own functions, and the plan of each statement.
    const reports = await measureReports({
      client,
      clinicId: member[0].clinic_id,
      zone: ZONE,
      load,
      verbose,
    });
    rows.push(...reports.rows);
    Object.assign(plans, reports.plans);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
    await db.stop();
    await clinic.cleanup();
  }
  printRows('Consultas a escala de clínica (tiempo de ejecución en PostgreSQL)', rows);
  writeResults('query-plans', rows, { plans });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 0; // figures only: never fail the run
});

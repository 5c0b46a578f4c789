// The reports of issue 28 (api/src/reports) at clinic scale, for query-plans.mjs: each report's function
// end to end on the bench's client (warm-up once, then the median of RUNS runs; target ≤ 300 ms), for this
// month by day, the last 12 months by month and the longest period (5 years less a day) by month, as the
// screen's presets count them; activity and income also for the seeded vet alone. Every statement a report
// runs is recorded (a Queryable in front of the client), then EXPLAIN ANALYZEd as the other queries are.
// The bench's client is one connection, so statements a report sends together (Promise.all) run one after
// another here: on the server's pool they overlap, so these times are an upper bound.
import { explain } from './plans.mjs';
import { row } from './results.mjs';

export const REPORT_TARGET_MS = 300;
const RUNS = 5;

const pad = (n) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a year, a month (0-based, may overflow) and a day (may overflow or be 0). */
function isoDay(year, month, day) {
  const d = new Date(Date.UTC(year, month, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The periods measured, on the clinic's `today` (the presets of remotes/reports' period.ts). */
function periods(today) {
  const [year, month, day] = today.split('-').map(Number);
  return [
    {
      label: 'este mes, por día',
      from: isoDay(year, month - 1, 1),
      to: isoDay(year, month, 0),
      group: 'day',
    },
    {
      label: '12 meses, por mes',
      from: isoDay(year, month - 12, 1),
      to: isoDay(year, month, 0),
      group: 'month',
    },
    // The longest period the API accepts: `to` must be before `from` + 5 years.
    { label: '5 años, por mes', from: isoDay(year - 5, month - 1, day + 1), to: today, group: 'month' },
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const oneLine = (sql) => sql.replace(/\s+/g, ' ').trim();

/** { rows, plans } of every report × period; `load(file)` imports a module of api/dist. */
export async function measureReports({ client, clinicId, zone, load, verbose = false }) {
  const { reportPeriod } = await load('reports/period.js');
  const { incomeReport } = await load('reports/income-repo.js');
  const { activityReport } = await load('reports/activity-repo.js');
  const { patientsReport } = await load('reports/patients-repo.js');
  const { vaccinationReport } = await load('reports/vaccination-repo.js');
  const { clinicDay } = await load('lib/clinic-day.js');
  const today = clinicDay(new Date(), zone);
  // The seeded vet (the clinic's Administrador): the bench's consultations are theirs.
  const { rows: admin } = await client.query(
    `SELECT vet_id FROM clinic_members WHERE clinic_id = $1 AND role = 'admin' ORDER BY created_at LIMIT 1`,
    [clinicId],
  );
  const vetId = admin[0].vet_id;
  // [row name, the period's days (kept with its plans), the report on a Queryable]
  const cases = [];
  for (const { label, from, to, group } of periods(today)) {
    const p = reportPeriod({ from, to, group }, zone);
    const period = { from, to, group };
    cases.push([`GET /reports/income (${label})`, period, (q) => incomeReport(q, clinicId, p, {})]);
    cases.push([`GET /reports/activity (${label})`, period, (q) => activityReport(q, clinicId, p)]);
    cases.push([`GET /reports/patients (${label})`, period, (q) => patientsReport(q, clinicId, p)]);
    if (label.startsWith('5 años')) {
      const income = (q) => incomeReport(q, clinicId, p, { vetId });
      cases.push([`GET /reports/income?vetId (${label})`, period, income]);
      cases.push([
        `GET /reports/activity?vetId (${label})`,
        period,
        (q) => activityReport(q, clinicId, p, vetId),
      ]);
    }
  }
  cases.push(['GET /reports/vaccination', { today }, (q) => vaccinationReport(q, clinicId, today)]);

  // The one connection, its statements queued one after another (pg's client warns when a report's
  // Promise.all hands it several at once); `statements`, when given, records each (SQL and parameters).
  const queued = (statements) => {
    let last = Promise.resolve();
    return {
      query(sql, params) {
        statements?.push({ sql, params });
        const result = last.then(() => client.query(sql, params));
        last = result.catch(() => undefined);
        return result;
      },
    };
  };
  const rows = [];
  const plans = {};
  for (const [name, period, report] of cases) {
    const statements = [];
    await report(queued(statements)); // the warm-up, recorded
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await report(queued());
      times.push(performance.now() - start);
    }
    const ms = Math.round(median(times) * 10) / 10;
    rows.push(row(name, ms, 'ms', `≤ ${REPORT_TARGET_MS} ms`, ms <= REPORT_TARGET_MS));
    const explained = [];
    for (const { sql, params } of statements) {
      const plan = await explain(client, sql, params, { verbose });
      explained.push({ sql: oneLine(sql).slice(0, 120), ...plan });
    }
    plans[name] = {
      ...period,
      ms,
      runsMs: times.map((t) => Math.round(t * 10) / 10),
      indexes: [...new Set(explained.flatMap((s) => s.indexes))],
      fullScans: [...new Set(explained.flatMap((s) => s.fullScans))],
      statements: explained.map((s) => ({ ...s, text: undefined })), // the plan's text: printed only
    };
    console.log(`${name} ${JSON.stringify(period)}: ${ms} ms (${plans[name].runsMs.join(' / ')})`);
    for (const s of explained) {
      const scans = s.fullScans.length ? `  ¡Seq Scan en ${s.fullScans}!` : '';
      console.log(`    ${s.ms} ms en PostgreSQL, índices: ${s.indexes.join(', ') || '—'}${scans}`);
      if (verbose) console.log(`      ${s.sql}\n${s.text}`);
    }
  }
  return { rows, plans };
}

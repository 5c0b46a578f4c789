// `npm run seed -- --vet demo@example.com --scale clinic [--seed 1] [--replace]` (root script, through
// scripts/seed.mjs). Opens the database the way `npm start` does: DATABASE_URL when set, else the
// embedded PostgreSQL in DATA_DIR, which it starts and stops itself (refused while the server runs).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/datadir-lock.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';
import { createDb } from '../db/pool.js';
import { createLogger } from '../lib/logger.js';
import { migrationsDir } from '../lib/paths.js';
import { SCALES, SeedRefused, seedVet, type ScaleName } from './index.js';

const USAGE =
  'Uso: npm run seed -- --vet <email> [--scale demo|clinic] [--seed <número>] [--replace]\n' +
  '  --scale demo    25 propietarios, 40 mascotas, algunos exámenes y servicios recientes, 600 citas\n' +
  '                  (por defecto)\n' +
  '  --scale clinic  5.000 propietarios, 8.000 mascotas, 20.000 exámenes, 40.000 servicios en diez años,\n' +
  '                  20.000 citas de cuatro personas (hoy con la agenda llena)\n' +
  '  --replace       borra primero lo que la cuenta ya tiene';

function options() {
  const { values } = parseArgs({
    options: {
      vet: { type: 'string' },
      scale: { type: 'string', default: 'demo' },
      seed: { type: 'string', default: '1' },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return undefined;
  const seed = Number(values.seed);
  if (!values.vet || !(values.scale in SCALES) || !Number.isSafeInteger(seed)) return undefined;
  return { email: values.vet, scale: values.scale as ScaleName, seed, replace: values.replace };
}

async function main(): Promise<void> {
  let opts;
  try {
    opts = options();
  } catch {
    opts = undefined;
  }
  if (!opts) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
    url = embedded.url;
  }
  const db = createDb(url, { logger });
  try {
    await migrate(db, migrationsDir, logger);
    console.log(`Sembrando ${opts.email} (escala ${opts.scale}, semilla ${opts.seed})…`);
    const progress = (table: string, rows: number, ms: number) =>
      console.log(`  ${table.padEnd(18)} ${String(rows).padStart(6)} filas  ${(ms / 1000).toFixed(1)} s`);
    const s = await seedVet(db, { ...opts, scale: SCALES[opts.scale], progress });
    console.log(
      `Listo en ${(s.ms / 1000).toFixed(1)} s: ${s.owners} propietarios, ${s.pets} mascotas, ` +
        `${s.exams} exámenes, ${s.services} servicios de peluquería.`,
    );
    // The bench finds this pet by the id in parentheses (bench/lib/clinic.mjs).
    if (s.history) {
      const h = s.history;
      console.log(
        `Historia clínica larga: ${h.petName} (${h.petId}), ${h.consultations} consultas, ` +
          `${h.exams} exámenes, ${h.preventives} vacunas y desparasitaciones.`,
      );
    }
    // The bench opens the agenda on this day (bench/lib/clinic.mjs).
    if (s.agenda) {
      console.log(
        `Agenda: ${s.agenda.appointments} citas de ${s.agenda.people} personas; día completo: ${s.agenda.busyDay}.`,
      );
    }
    if (s.password) console.log(`Cuenta nueva y confirmada: ${opts.email} / contraseña: ${s.password}`);
    else console.log(`Se usó la cuenta existente ${opts.email} (su contraseña no cambió).`);
  } finally {
    await db.close();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof SeedRefused) console.error(message);
  else console.error(`No se pudo sembrar la base de datos:\n${message}`);
  // The embedded PostgreSQL belongs to one process at a time: say how to seed anyway.
  if (err instanceof DataDirInUseError) {
    console.error('Detén el servidor (npm start) y vuelve a sembrar, o usa DATABASE_URL en ambos.');
  }
  process.exitCode = 1;
});

// `npm run db:backup -- <archivo>` and `npm run db:restore -- <archivo> [--force]` (root scripts, through
// scripts/db-archive.mjs): a cold copy of DATA_DIR (embedded database with its photos, mail
// outbox), made and put back while the server is stopped. See ops/archive.ts.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/datadir-lock.js';
import { createLogger } from '../lib/logger.js';
import { ArchiveRefused, backupDataDir, restoreDataDir } from './archive.js';

const USAGE =
  'Uso: npm run db:backup -- <archivo.tar.gz>\n' +
  '     npm run db:restore -- <archivo.tar.gz> [--force]\n' +
  '  Con el servidor detenido. DATA_DIR (por defecto ./data) es la carpeta que se respalda o se restaura;\n' +
  '  --force reemplaza el contenido de un DATA_DIR que no está vacío.';

const PG_DUMP_NOTE =
  'DATABASE_URL está definida: la base de datos vive en ese servidor y NO está en este archivo.\n' +
  'Respáldala con pg_dump (por ejemplo: pg_dump --format=custom --file=veterinaria.dump "$DATABASE_URL")\n' +
  'y restáurala con pg_restore; pg_dump guarda también las fotos, que viven en la base de datos.\n' +
  'Este archivo solo guarda los archivos propios de esta instancia (la bandeja de correo).';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  if (values.help || !file || positionals.length !== 2 || (command !== 'backup' && command !== 'restore')) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const database = config.databaseUrl ? 'external' : 'embedded';
  if (command === 'backup') {
    const { bytes } = await backupDataDir(file, { dataDir: config.dataDir, database, logger });
    console.log(`Respaldo creado: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB) desde ${config.dataDir}.`);
    if (database === 'external') console.log(PG_DUMP_NOTE);
    return;
  }
  const restored = await restoreDataDir(file, { dataDir: config.dataDir, force: values.force, logger });
  console.log(`Respaldo restaurado en ${config.dataDir}. Inicia el servidor con npm start.`);
  if (restored.database === 'external') console.log(PG_DUMP_NOTE);
  else if (database === 'external') {
    console.log(
      'Aviso: DATABASE_URL está definida, así que el servidor no usará la base embebida restaurada.',
    );
  }
}

main().catch((err: unknown) => {
  if (err instanceof ArchiveRefused) console.error(err.message);
  else if (err instanceof DataDirInUseError) {
    console.error(`${err.message}\nDetén el servidor (npm start) antes de respaldar o restaurar DATA_DIR.`);
  } else
    console.error(`No se pudo completar la operación:\n${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});

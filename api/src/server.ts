import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { createDb } from './db/pool.js';
import { checkEnvironmentFile } from './http/environment-file.js';
import { JobQueue } from './jobs/queue.js';
import { createLogger } from './lib/logger.js';
import { migrationsDir } from './lib/paths.js';
import { createMailer } from './mail/mailer.js';
import { defineReminderJobs, scheduleReminders } from './reminders/jobs.js';
import { systemClock } from './lib/clock.js';
import { mailSetup } from './mail/setup.js';

const SHUTDOWN_TIMEOUT_MS = 45_000;

// Resources are stopped in reverse order of start: HTTP, job queue, mail, pool, embedded PostgreSQL.
const stopStack: { name: string; stop: () => Promise<void> }[] = [];
let shuttingDown: Promise<void> | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  installSignalHandlers(logger);
  await checkEnvironmentFile(config.remotesFile, config.appEnv);

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
    stopStack.push({ name: 'PostgreSQL embebido', stop: () => embedded.stop() });
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl, { logger });
  stopStack.push({ name: 'pool', stop: () => db.close() });
  await migrate(db, migrationsDir, logger);

  const mail = mailSetup(config);
  if (mail.warning) logger.warn(mail.warning);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
    logCodes: mail.logCodes,
  });
  stopStack.push({ name: 'correo', stop: () => mailer.close() });

  // After the mailer and before HTTP: jobs send mail and use the pool, and requests add jobs.
  const jobs = new JobQueue({ connectionString: databaseUrl, logger });
  stopStack.push({ name: 'cola de trabajos', stop: () => jobs.stop() });
  await jobs.start();
  // Reminders (issue 27): the planner's minute and the send queue, on every instance (pg-boss's cron
  // fires once across them, and each job runs on one).
  await defineReminderJobs(jobs, { db, mailer, clock: systemClock, publicUrl: config.publicUrl }, logger);
  await scheduleReminders(jobs);

  const app = buildApp({
    dataDir: config.dataDir,
    photoUrlKey: config.photoUrlKey,
    db,
    mailer,
    logger,
    auth: config.auth,
    trustProxy: config.trustProxy,
    cspOrigins: config.cspOrigins,
    publicUrl: config.publicUrl,
    jobs,
    static: {
      shellDist: config.shellDist,
      remotesDir: config.remotesDir,
      remotesFile: config.remotesFile,
      appEnv: config.appEnv,
      releasesDir: config.releasesDir,
      shellOrigins: config.shellOrigins,
    },
  });
  stopStack.push({ name: 'HTTP', stop: () => app.close() });
  if (shuttingDown) return; // a signal arrived while starting
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    throw new Error(
      `El puerto ${config.port} ya está en uso: detén el otro proceso o usa otro PORT.\n` +
        `Port ${config.port} is already in use: stop the other process or set another PORT.`,
      { cause: err },
    );
  }
  logger.info(
    {
      dataDir: config.dataDir,
      appEnv: config.appEnv,
      remotesFile: config.remotesFile,
      database: config.databaseUrl ? 'DATABASE_URL' : 'embebida',
      mail: mailer.mode,
    },
    `VetClinic escuchando en http://localhost:${config.port}`,
  );
}

async function stopAll(logger: { error: (obj: object, msg: string) => void }): Promise<void> {
  while (stopStack.length > 0) {
    const item = stopStack.pop()!;
    try {
      await item.stop();
    } catch (err) {
      logger.error({ err }, `No se pudo detener: ${item.name}`);
    }
  }
}

function installSignalHandlers(logger: ReturnType<typeof createLogger>): void {
  const shutdown = (reason: string, code: number) => {
    // A second signal (the terminal and a parent script may both send one) does not cut the shutdown short.
    if (shuttingDown) return;
    logger.info({ reason }, 'Deteniendo el servidor');
    setTimeout(() => {
      logger.error('El apagado tardó demasiado; saliendo');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    shuttingDown = stopAll(logger).then(() => process.exit(code));
  };
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  process.on('SIGTERM', () => shutdown('SIGTERM', 0));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'Error no controlado');
    shutdown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (err) => {
    logger.fatal({ err }, 'Promesa rechazada sin controlar');
    shutdown('unhandledRejection', 1);
  });
}

main().catch(async (err: unknown) => {
  // Start-up failures are for a person at a terminal: the plain message, not only a JSON log line.
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`\nNo se pudo iniciar VetClinic / VetClinic could not start:\n${message}\n\n`);
  if (err instanceof Error && err.cause) process.stderr.write(`${String(err.cause)}\n`);
  await stopAll({
    error: (obj, msg) => process.stderr.write(`${msg}: ${String((obj as { err?: unknown }).err)}\n`),
  });
  process.exit(1);
});

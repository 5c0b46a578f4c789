import type { Duplex } from 'node:stream';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import appointmentsPlugin from './appointments/index.js';
import authPlugin from './auth/index.js';
import { resolveBackupLimits, type BackupLimitOverrides } from './backup/format.js';
import backupPlugin from './backup/index.js';
import clientLogPlugin from './client-log/index.js';
import { createAuthenticate, requirePermissionDeclared } from './auth/authenticate.js';
import auditPlugin from './audit/index.js';
import clinicalPlugin from './clinical/index.js';
import clinicsPlugin from './clinics/index.js';
import { resolveAuthSettings, type AuthSettingsOverrides } from './auth/settings.js';
import type { TrustProxy } from './config.js';
import type { AppContext, DomainPluginOptions } from './context.js';
import type { Db } from './db/pool.js';
import docsPlugin from './docs/index.js';
import { openapiOptions } from './docs/openapi.js';
import healthPlugin from './health/index.js';
import historyPlugin from './history/index.js';
import groomingPlugin from './grooming/index.js';
import { AJV_CUSTOM_OPTIONS } from './http/ajv-options.js';
import { compressOptions } from './http/compression.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { rejectMalformedIds } from './http/id-params.js';
import { drainOnClose } from './http/in-flight.js';
import { rejectNonFiniteNumbers, rejectNulBytes } from './http/input-guards.js';
import { noStoreForApi } from './http/no-store.js';
import { RateLimiter } from './http/rate-limit.js';
import { environmentFile } from './http/environment-file.js';
import { addContentSecurityPolicy, helmetOptions } from './http/security.js';
import staticPlugin, { type StaticOptions } from './http/static.js';
import { timeoutOptions, type HttpTimeouts } from './http/timeouts.js';
import type { JobQueue } from './jobs/queue.js';
import labPlugin from './lab/index.js';
import { CLINIC_ZONE } from './lib/clinic-day.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { Mailer } from './mail/mailer.js';
import ownersPlugin from './owners/index.js';
import patientsPlugin from './patients/index.js';
import preventivesPlugin from './preventives/index.js';
import remindersPlugin from './reminders/index.js';
import reportsPlugin from './reports/index.js';
import ownerPagesPlugin from './reminders/routes-public.js';

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  /** DATA_DIR: this instance's own files (mail outbox); photos and keys live in the database. */
  dataDir: string;
  /** PHOTO_URL_KEY (64 hex characters): signs photo URLs; unset, a key made once in the database does. */
  photoUrlKey?: string;
  clock?: Clock;
  /** Session lifetimes, code lifetimes and rate limits (tests shrink them). */
  auth?: AuthSettingsOverrides;
  /** A pino logger; without one the app logs nothing. */
  logger?: FastifyBaseLogger;
  /** Which hops may set X-Forwarded-For: a hop count or the proxies' addresses (config.ts, TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Largest JSON body accepted (default 1 MiB). */
  bodyLimit?: number;
  /** Header, body and keep-alive deadlines of each connection (tests shrink them). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Serve the built front-end from this process. */
  static?: StaticOptions;
  /** CSP_EXTRA_ORIGINS: origins allowed beyond those the environment file names (see http/security.ts). */
  cspOrigins?: string[];
  /** What one backup restore may cost: sizes, record caps, the worker's heap and time (tests shrink them). */
  backup?: BackupLimitOverrides;
  /** PUBLIC_URL: the origin e-mailed links point at (default http://localhost:8080). */
  publicUrl?: string;
  /** The job queue, started by the caller (server.ts after migrations); absent, ctx.jobs is too. */
  jobs?: JobQueue;
}

type DomainPlugin = (app: FastifyInstance, opts: DomainPluginOptions) => Promise<void>;

// One plugin per domain folder, all under /api. Owners, patients, lab and grooming join this list.
const DOMAIN_PLUGINS: DomainPlugin[] = [
  healthPlugin,
  authPlugin,
  clinicsPlugin,
  auditPlugin,
  ownersPlugin,
  patientsPlugin,
  labPlugin,
  groomingPlugin,
  clinicalPlugin,
  preventivesPlugin,
  appointmentsPlugin,
  remindersPlugin,
  reportsPlugin,
  historyPlugin,
  backupPlugin,
  clientLogPlugin,
  docsPlugin,
];

export function buildApp(deps: AppDeps): FastifyInstance {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: deps.bodyLimit ?? 1024 * 1024,
    trustProxy: trustProxyOption(deps.trustProxy),
    // Header, body and keep-alive deadlines (http/timeouts.ts).
    ...timeoutOptions(deps.httpTimeouts),
    // While closing, keep answering in-flight keep-alive requests (the pool closes after the server);
    // fastify's own 503 for them would be an English body.
    return503OnClosing: false,
    clientErrorHandler: rejectMalformedHttp,
    // Undecodable URLs are rejected before routing; give them the same Spanish body as everything else.
    frameworkErrors: errorHandler,
    ajv: { customOptions: AJV_CUSTOM_OPTIONS },
  });

  // First, so every route's handler is tracked: close() waits for them before the pool may end.
  drainOnClose(app);
  acceptOnlyJson(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  noStoreForApi(app);
  // Before any route: a route whose params are record ids answers a malformed one with its 404.
  rejectMalformedIds(app);
  // Input no schema rule catches, refused for every route before it reaches SQL (http/input-guards.ts).
  // preHandler, not preValidation: multipart fields reach request.body only in the plugin's own preValidation.
  app.addHook('preHandler', rejectNulBytes);
  app.addHook('preHandler', rejectNonFiniteNumbers);
  // The environment file (remotes.json) feeds both /remotes.json and the per-request CSP.
  const environment = deps.static
    ? environmentFile(deps.static.remotesFile, {
        logger: app.log,
        production: deps.static.appEnv === 'production',
        pinned: (deps.static.appEnv ?? 'local') !== 'local',
      })
    : undefined;
  addContentSecurityPolicy(app, { environment, extraOrigins: deps.cspOrigins });
  void app.register(helmet, helmetOptions());
  // Before every route, so JSON answers and static files alike are compressed (http/compression.ts).
  void app.register(compress, compressOptions);

  const clock = deps.clock ?? systemClock;
  const ctx: AppContext = {
    db: deps.db,
    mailer: deps.mailer,
    dataDir: deps.dataDir,
    photoUrlKey: deps.photoUrlKey ? Buffer.from(deps.photoUrlKey, 'hex') : undefined,
    clock,
    auth: resolveAuthSettings(deps.auth),
    limiter: new RateLimiter(deps.db, clock),
    backup: resolveBackupLimits(deps.backup),
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    jobs: deps.jobs,
  };
  app.decorateRequest('vetId', '');
  app.decorateRequest('clinicId', '');
  app.decorateRequest('role', 'groomer');
  app.decorateRequest('clinicZone', CLINIC_ZONE);
  app.decorateRequest('sessionId', '');
  app.decorateRequest('writer', null as unknown as Db);
  const authenticate = createAuthenticate(ctx);
  app.decorate('authenticate', authenticate);
  app.addHook('onRoute', requirePermissionDeclared(authenticate));
  // Before the routes, whose schemas it collects into GET /api/docs/json (docs/).
  void app.register(swagger, openapiOptions(authenticate));

  for (const plugin of DOMAIN_PLUGINS) void app.register(plugin, { prefix: '/api', ctx });
  // The owner's answer to a reminder: a page, outside the JSON API (reminders/routes-public.ts).
  void app.register(ownerPagesPlugin, { ctx });
  if (deps.static && environment) void app.register(staticPlugin, { ...deps.static, environment });
  return app;
}

/** Fastify takes a hop count at run time but not in its types: the same rule, written as its function. */
function trustProxyOption(
  trust: TrustProxy = false,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Bytes that are not HTTP at all never reach a route: answer them in the API's format too. */
function rejectMalformedHttp(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  // Headers or body not received in time (http/timeouts.ts): Node's check hands the connection here.
  const [status, msg] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ['408 Request Timeout', 'La solicitud tardó demasiado en llegar.']
      : ['400 Bad Request', 'La solicitud HTTP está mal formada.'];
  const body = JSON.stringify({ msg });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * JSON is the API's format: text/plain is refused with 415 (plugins add multipart or urlencoded where a
 * route needs them). An empty JSON body counts as no body, so `POST /auth/logout` with the header works.
 */
function acceptOnlyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['text/plain', 'application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}

import { isIP } from 'node:net';
import path from 'node:path';
import type { AuthSettingsOverrides } from './auth/settings.js';
import { isOrigin } from './http/environment-file.js';
import { repoRoot } from './lib/paths.js';

export const APP_ENVS = ['local', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export type TrustProxy = false | number | string[];

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; holds the embedded database, the mail outbox and uploads. */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** PHOTO_URL_KEY: 64 hex characters that sign photo URLs; unset, a key made once in the database. */
  photoUrlKey?: string;
  /** APP_ENV: which shell/environments/<env>.json is served (unless REMOTES_FILE says otherwise). */
  appEnv: AppEnv;
  remotesFile: string;
  /** RELEASES_DIR: released remotes, served at /releases/<name>/<version>/. */
  releasesDir: string;
  /** SHELL_ORIGINS: other origins whose shell may load remotes from here (CORS). */
  shellOrigins: string[];
  shellDist: string;
  remotesDir: string;
  logLevel: string;
  /** TRUST_PROXY: false, a hop count, or the proxies' addresses/CIDRs (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  cspOrigins: string[];
  /** PUBLIC_URL: the origin vets open the product at, for links in e-mails (invitations). */
  publicUrl: string;
  auth: AuthSettingsOverrides;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name}="${raw}" no es válido: usa un entero entre ${min} y ${max}.\n${name}="${raw}" is invalid: use an integer from ${min} to ${max}.`,
    );
  }
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function appEnvOf(env: NodeJS.ProcessEnv): AppEnv {
  const raw = optional(env, 'APP_ENV') ?? 'local';
  if ((APP_ENVS as readonly string[]).includes(raw)) return raw as AppEnv;
  throw new Error(
    `APP_ENV="${raw}" no es válido: usa ${APP_ENVS.join(', ')}.\nAPP_ENV="${raw}" is invalid: use ${APP_ENVS.join(', ')}.`,
  );
}

function originList(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (optional(env, name) ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = list.find((origin) => !isOrigin(origin));
  if (bad === undefined) return list;
  throw new Error(
    `${name}: "${bad}" no es un origen (como http://localhost:8080, sin ruta ni barra final).\n` +
      `${name}: "${bad}" is not an origin (like http://localhost:8080, no path nor trailing slash).`,
  );
}

const TRUST_PROXY_HELP_ES =
  'escribe cuántos proxies hay delante (p. ej. 1) o sus direcciones o redes separadas por comas (p. ej. 10.0.0.5,192.168.0.0/24).';
const TRUST_PROXY_HELP_EN =
  'write how many proxies are in front (e.g. 1) or their addresses or networks separated by commas (e.g. 10.0.0.5,192.168.0.0/24).';

// proxy-addr's names for the usual private ranges (what Fastify's trustProxy accepts besides addresses).
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(value: string): boolean {
  if (RANGE_NAMES.includes(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^[0-9]+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which hops may set X-Forwarded-For. `true` would trust every hop, so the client's own leftmost value
 * would become its address (and the per-address limits could be dodged): refused, with what to write.
 */
export function trustProxyOf(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (/^[0-9]+$/.test(raw)) {
    const hops = int(env, 'TRUST_PROXY', 0, 0, 20);
    return hops === 0 ? false : hops;
  }
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY="${raw}" confiaría en la dirección que escribe el propio cliente: ${TRUST_PROXY_HELP_ES}\n` +
        `TRUST_PROXY="${raw}" would trust the address the client itself writes: ${TRUST_PROXY_HELP_EN}`,
    );
  }
  const list = raw.split(/[\s,]+/).filter(Boolean);
  const bad = list.find((entry) => !isAddressOrCidr(entry));
  if (bad === undefined) return list;
  throw new Error(
    `TRUST_PROXY: "${bad}" no es una dirección IP ni una red CIDR: ${TRUST_PROXY_HELP_ES}\n` +
      `TRUST_PROXY: "${bad}" is neither an IP address nor a CIDR network: ${TRUST_PROXY_HELP_EN}`,
  );
}

/** PHOTO_URL_KEY, when set, must be a 256-bit key written as 64 hex characters (`openssl rand -hex 32`). */
function photoUrlKeyOf(env: NodeJS.ProcessEnv): string | undefined {
  const raw = optional(env, 'PHOTO_URL_KEY');
  if (raw === undefined || /^[0-9a-fA-F]{64}$/.test(raw)) return raw?.toLowerCase();
  throw new Error(
    'PHOTO_URL_KEY no es válida: usa 64 caracteres hexadecimales (por ejemplo, la salida de `openssl rand -hex 32`).\n' +
      'PHOTO_URL_KEY is invalid: use 64 hex characters (for example, the output of `openssl rand -hex 32`).',
  );
}

/** Reads the environment. Paths to the front-end builds come from the repo root, not the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const auth: AuthSettingsOverrides = {};
  if (optional(env, 'SESSION_TTL_HOURS'))
    auth.sessionTtlMs = int(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 30) * 3_600_000;
  if (optional(env, 'SESSION_IDLE_MINUTES'))
    auth.sessionIdleMs = int(env, 'SESSION_IDLE_MINUTES', 120, 1, 24 * 60 * 30) * 60_000;
  const remotesFile = optional(env, 'REMOTES_FILE');
  const appEnv = appEnvOf(env);
  const releasesDir = optional(env, 'RELEASES_DIR');
  return {
    port: int(env, 'PORT', 8080, 0, 65_535),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, optional(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM'),
    photoUrlKey: photoUrlKeyOf(env),
    appEnv,
    remotesFile: remotesFile
      ? path.resolve(cwd, remotesFile)
      : path.join(repoRoot, 'shell', 'environments', `${appEnv}.json`),
    releasesDir: releasesDir ? path.resolve(cwd, releasesDir) : path.join(repoRoot, 'releases'),
    shellOrigins: originList(env, 'SHELL_ORIGINS'),
    shellDist: path.join(repoRoot, 'shell', 'dist'),
    remotesDir: path.join(repoRoot, 'remotes'),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: trustProxyOf(env),
    cspOrigins: (optional(env, 'CSP_EXTRA_ORIGINS') ?? '').split(/[\s,]+/).filter(Boolean),
    publicUrl: publicUrlOf(env),
    auth,
  };
}

/**
 * PUBLIC_URL, the origin e-mailed links point at. Never taken from a request's Host header, which anyone
 * can set: an invitation mailed by the product must not carry a link to someone else's site. Unset, a
 * local run's address.
 */
function publicUrlOf(env: NodeJS.ProcessEnv): string {
  const raw = optional(env, 'PUBLIC_URL');
  if (!raw) return `http://localhost:${int(env, 'PORT', 8080, 0, 65_535)}`;
  if (isOrigin(raw)) return raw;
  throw new Error(
    `PUBLIC_URL="${raw}" no es válida: usa un origen como https://clinica.ejemplo.com (sin ruta ni barra final).\n` +
      `PUBLIC_URL="${raw}" is invalid: use an origin like https://clinica.example.com (no path nor trailing slash).`,
  );
}

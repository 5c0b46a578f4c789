import path from 'node:path';
import type { AuthSettingsOverrides } from './auth/settings.js';
import { repoRoot } from './lib/paths.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; holds the embedded database, the mail outbox and uploads. */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  remotesFile: string;
  shellDist: string;
  remotesDir: string;
  logLevel: string;
  trustProxy: boolean;
  cspOrigins: string[];
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

/** Reads the environment. Paths to the front-end builds come from the repo root, not the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const auth: AuthSettingsOverrides = {};
  if (optional(env, 'SESSION_TTL_HOURS'))
    auth.sessionTtlMs = int(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 30) * 3_600_000;
  if (optional(env, 'SESSION_IDLE_MINUTES'))
    auth.sessionIdleMs = int(env, 'SESSION_IDLE_MINUTES', 120, 1, 24 * 60 * 30) * 60_000;
  const remotesFile = optional(env, 'REMOTES_FILE');
  return {
    port: int(env, 'PORT', 8080, 0, 65_535),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, optional(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM'),
    remotesFile: remotesFile
      ? path.resolve(cwd, remotesFile)
      : path.join(repoRoot, 'shell', 'environments', 'local.json'),
    shellDist: path.join(repoRoot, 'shell', 'dist'),
    remotesDir: path.join(repoRoot, 'remotes'),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: ['1', 'true', 'yes'].includes((optional(env, 'TRUST_PROXY') ?? '').toLowerCase()),
    cspOrigins: (optional(env, 'CSP_EXTRA_ORIGINS') ?? '').split(/[\s,]+/).filter(Boolean),
    auth,
  };
}

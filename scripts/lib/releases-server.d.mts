// Types of releases-server.mjs for TypeScript callers (the e2e suite, the API tests).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type ReleasesHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Cache-Control for a file name: hashed names immutable, entry files and the rest no-cache. */
export function cacheControlFor(file: string): string;

/** Serves dir/<name>/<version>/… ; CORS (echoed Origin, Vary: Origin) only for shellOrigins. */
export function createReleasesHandler(options: { dir: string; shellOrigins: string[] }): ReleasesHandler;

/** Listens (port 0: a free one); `handler` replaces the default, e.g. a fault-injecting wrapper. */
export function startReleasesServer(options: {
  dir: string;
  shellOrigins: string[];
  port?: number;
  host?: string;
  handler?: (req: IncomingMessage, res: ServerResponse) => unknown;
}): Promise<{ server: Server; url: string; close: () => Promise<void> }>;

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SwaggerOptions } from '@fastify/swagger';
import { apiRoot } from '../lib/paths.js';

const { version } = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
  version: string;
};

// One tag per area, in the order a reader meets them.
const TAGS = [
  { name: 'auth', description: 'Accounts: sign-up, codes by mail, sessions, passwords, the profile' },
  {
    name: 'clinic',
    description: 'The clinic: its data, members and roles, invitations (docs/product/clinic.md)',
  },
  { name: 'owners', description: 'Pet owners' },
  { name: 'patients', description: 'Pets and their photos' },
  { name: 'lab', description: 'Hematology exams and the reference ranges' },
  { name: 'grooming', description: 'Grooming services' },
  {
    name: 'clinical',
    description:
      "The clinical record: consultations, vaccines and deworming, the pet's history (docs/product/clinical.md)",
  },
  {
    name: 'appointments',
    description: "Citas: the clinic's agenda, its opening hours and time zone, each appointment's statuses",
  },
  {
    name: 'reports',
    description:
      "Reportes: the clinic's income, activity, patients and vaccination over a period (api/src/reports)",
  },
  { name: 'backup', description: "A clinic's own backup file" },
  { name: 'health', description: 'Readiness probe' },
  { name: 'client-events', description: 'What browsers report' },
  { name: 'docs', description: 'This document' },
];

const DESCRIPTION = [
  'The JSON API of the veterinary clinic app, generated from the route schemas (api/README.md).',
  'Every error answers `{ msg, errors? }` with a Spanish `msg` (and `errors: [{ field, msg }]` for fields).',
  "A malformed id answers like an unknown one: 404 with the resource's own message.",
  'Lists take `q`, `page` and `limit`: without `page` and `limit` the whole list, with either one page in',
  '`{ items, total, page, limit }` (the 200 schema below describes the whole list).',
  'Creates take an `Idempotency-Key` header; edits name the `version` their form loaded (409 when stale).',
].join(' ');

/**
 * @fastify/swagger's options: an OpenAPI 3.1 document of every /api route (the front-end's static
 * routes are left out), with the session scheme on the routes `authenticate` guards.
 */
export function openapiOptions(authenticate: object): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'VetClinic API', version, description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: {
          session: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token POST /api/auth/login answers',
          },
        },
      },
    },
    transform({ schema, url, route }) {
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const signedIn = [route.onRequest ?? []].flat().some((hook) => hook === authenticate);
      return { schema: signedIn ? { ...schema, security: [{ session: [] }] } : schema, url };
    },
  };
}

import {
  forbiddenMessage,
  roleAllows,
  type Permission,
  type Role,
  type RoutePermission,
} from '../clinics/roles.js';
import type { Db, Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';

export interface Writer {
  vetId: string;
  clinicId: string;
  /** What the route needs of the person's role (config.permission). */
  permission: RoutePermission;
}

const SESSION_INVALID_MSG = 'Sesión no válida o expirada';

/**
 * The database as a request writes to it: every statement runs in a transaction that first names the
 * person it is made for, so the audit triggers (migration 012) log it under them and stamp the record's
 * created_by / updated_by; and that reads the person's membership again, holding it (FOR SHARE) until
 * the write commits. A role change or a deactivation racing the write either waits for it or is seen
 * by it: the write is refused with the role's reason, never half done under a role that no longer allows
 * it. Reads need none of it and use the plain pool.
 */
export function writerFor(db: Db, writer: Writer): Db {
  const asActor = async (q: Queryable) => {
    await q.query("SELECT set_config('vet.actor', $1, true)", [writer.vetId]);
    const { rows } = await q.query<{ role: Role }>(
      'SELECT role FROM clinic_members WHERE clinic_id = $1 AND vet_id = $2 AND active FOR SHARE',
      [writer.clinicId, writer.vetId],
    );
    const role = rows[0]?.role;
    if (!role) throw new HttpError(401, SESSION_INVALID_MSG);
    if (!roleAllows(role, writer.permission)) {
      throw new HttpError(403, forbiddenMessage(role, writer.permission as Permission));
    }
  };
  return {
    ...db,
    query: (text, params) =>
      db.tx(async (q) => {
        await asActor(q);
        return q.query(text, params);
      }),
    tx: (fn) =>
      db.tx(async (q) => {
        await asActor(q);
        return fn(q);
      }),
  };
}

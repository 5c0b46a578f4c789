import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../audit/events.js';
import { deleteMemberSessions } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/pool.js';
import { HttpError } from '../http/errors.js';
import {
  activeAdminCount,
  findMember,
  listMembers,
  lockClinic,
  MEMBER_NOT_FOUND_MSG,
  updateMember,
  type Member,
} from './members-repo.js';
import { forbiddenMessage, ROLE_LABELS, type Role } from './roles.js';
import {
  activateMemberSchema,
  changeRoleSchema,
  deactivateMemberSchema,
  handOverSchema,
  listMembersSchema,
  type ChangeRoleBody,
  type MemberParams,
  type VersionOnlyBody,
} from './schemas.js';

export const OWN_ROLE_MSG = 'No puedes cambiar tu propio rol. Pide a otro administrador que lo haga.';
export const OWN_DEACTIVATION_MSG = 'No puedes desactivarte a ti mismo.';
export const LAST_ADMIN_MSG = 'La clínica debe tener siempre un administrador activo.';
export const HAND_OVER_SELF_MSG = 'Elige a otro miembro para traspasarle la administración.';
export const HAND_OVER_INACTIVE_MSG = 'Solo puedes traspasar la administración a un miembro activo.';

const manage = { permission: 'clinic.manage' } as const;

/**
 * The «Equipo» screen's calls. Each change runs in one transaction holding the clinic's row, so
 * changes to one clinic's members run one at a time and the clinic always keeps an active administrator.
 */
export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  /** Applies a change to another member, refusing one that would leave the clinic without an administrator. */
  async function change(
    clinicId: string,
    callerId: string,
    params: MemberParams,
    version: number,
    next: (member: Member) => { role: Role; active: boolean },
  ): Promise<Member> {
    return db.tx(async (q) => {
      await lockClinic(q, clinicId);
      await stillAdministers(q, clinicId, callerId);
      const member = await findMember(q, clinicId, params.id);
      if (!member) throw new HttpError(404, MEMBER_NOT_FOUND_MSG);
      const after = next(member);
      await keepsAnAdmin(q, clinicId, member, after);
      const saved = await updateMember(q, clinicId, member._id, version, after, clock.now());
      if (!after.active) await deleteMemberSessions(q, clinicId, member._id);
      await logMemberChange(q, clinicId, callerId, member, after);
      return saved;
    });
  }

  app.get(
    '/clinic/members',
    { schema: listMembersSchema, onRequest: app.authenticate, config: manage },
    async (request) => listMembers(db, request.clinicId),
  );

  app.put<{ Params: MemberParams; Body: ChangeRoleBody }>(
    '/clinic/members/:id',
    { schema: changeRoleSchema, onRequest: app.authenticate, config: manage },
    async (request) => {
      if (request.params.id === request.vetId) throw new HttpError(403, OWN_ROLE_MSG);
      const { role, version } = request.body;
      const member = await change(request.clinicId, request.vetId, request.params, version, (m) => ({
        role,
        active: m.active,
      }));
      return { msg: `Rol actualizado: ${ROLE_LABELS[role]}`, member };
    },
  );

  app.post<{ Params: MemberParams; Body: VersionOnlyBody }>(
    '/clinic/members/:id/deactivate',
    { schema: deactivateMemberSchema, onRequest: app.authenticate, config: manage },
    async (request) => {
      if (request.params.id === request.vetId) throw new HttpError(403, OWN_DEACTIVATION_MSG);
      const member = await change(
        request.clinicId,
        request.vetId,
        request.params,
        request.body.version,
        (m) => ({
          role: m.role,
          active: false,
        }),
      );
      return { msg: 'Miembro desactivado: sus sesiones en la clínica terminaron', member };
    },
  );

  app.post<{ Params: MemberParams; Body: VersionOnlyBody }>(
    '/clinic/members/:id/activate',
    { schema: activateMemberSchema, onRequest: app.authenticate, config: manage },
    async (request) => {
      const member = await change(
        request.clinicId,
        request.vetId,
        request.params,
        request.body.version,
        (m) => ({
          role: m.role,
          active: true,
        }),
      );
      return { msg: 'Miembro reactivado', member };
    },
  );

  app.post<{ Params: MemberParams; Body: VersionOnlyBody }>(
    '/clinic/members/:id/hand-over',
    { schema: handOverSchema, onRequest: app.authenticate, config: manage },
    async (request) => {
      const { clinicId, vetId } = request;
      if (request.params.id === vetId) throw new HttpError(400, HAND_OVER_SELF_MSG);
      const member = await db.tx(async (q) => {
        await lockClinic(q, clinicId);
        await stillAdministers(q, clinicId, vetId);
        const target = await findMember(q, clinicId, request.params.id);
        if (!target) throw new HttpError(404, MEMBER_NOT_FOUND_MSG);
        if (!target.active) throw new HttpError(409, HAND_OVER_INACTIVE_MSG);
        const saved = await updateMember(
          q,
          clinicId,
          target._id,
          request.body.version,
          {
            role: 'admin',
            active: true,
          },
          clock.now(),
        );
        const me = (await findMember(q, clinicId, vetId))!;
        await updateMember(q, clinicId, vetId, me.version, { role: 'vet', active: true }, clock.now());
        await logMemberChange(q, clinicId, vetId, target, { role: 'admin', active: true });
        await logMemberChange(q, clinicId, vetId, me, { role: 'vet', active: true });
        return saved;
      });
      return { msg: `Ahora ${member.name} ${member.lastName} administra la clínica`, member };
    },
  );
}

/**
 * The caller's role is read again under the clinic's lock: an administrator demoted or deactivated by
 * another while this request was on its way is refused, not obeyed.
 */
async function stillAdministers(q: Queryable, clinicId: string, callerId: string): Promise<void> {
  const caller = await findMember(q, clinicId, callerId);
  if (!caller?.active || caller.role !== 'admin') {
    throw new HttpError(403, forbiddenMessage(caller?.role ?? 'groomer', 'clinic.manage'));
  }
}

/** The activity entries of a change to a member: its role, and whether it was (de)activated. */
async function logMemberChange(
  q: Queryable,
  clinicId: string,
  actorId: string,
  member: Member,
  after: { role: Role; active: boolean },
): Promise<void> {
  const base = {
    clinicId,
    actorId,
    kind: 'member',
    recordId: member._id,
    summary: `${member.name} ${member.lastName}`,
  } as const;
  if (after.role !== member.role) {
    await recordEvent(q, {
      ...base,
      action: 'role_change',
      changes: { role: { from: member.role, to: after.role } },
    });
  }
  if (after.active !== member.active)
    await recordEvent(q, { ...base, action: after.active ? 'activate' : 'deactivate' });
}

/** 409 when the change takes away the clinic's last active administrator. */
async function keepsAnAdmin(
  q: Queryable,
  clinicId: string,
  member: Member,
  after: { role: Role; active: boolean },
): Promise<void> {
  const wasAdmin = member.role === 'admin' && member.active;
  const staysAdmin = after.role === 'admin' && after.active;
  if (wasAdmin && !staysAdmin && (await activeAdminCount(q, clinicId)) <= 1) {
    throw new HttpError(409, LAST_ADMIN_MSG);
  }
}

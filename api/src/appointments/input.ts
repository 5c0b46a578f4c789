import type { Role } from '../clinics/roles.js';
import type { Queryable } from '../db/pool.js';
import { HttpError, validationError } from '../http/errors.js';
import { tidyBody } from '../http/tidy-body.js';
import { isActiveMember } from '../preventives/repo.js';
import {
  findOverlap,
  instantOf,
  type AppointmentData,
  type AppointmentKind,
  type LockedAppointment,
} from './repo.js';
import { outsideHours } from './rules.js';
import { findSchedule } from './schedule-repo.js';
import { GROOMER_ONLY_MSG, NOT_A_MEMBER_MSG, PAST_MSG, type AppointmentBody } from './schemas.js';

/** preValidation for create and edit: texts trimmed and NFC-normalised, coercions refused (http/tidy-body.ts). */
export const tidyAppointmentBody = tidyBody({ emptyIsForm: true, refuseCoercion: true });

/** A Peluquero books, moves and updates only «Peluquería» appointments (docs/product/clinic.md#roles). */
export function requireKindAllowed(role: Role, kind: AppointmentKind): void {
  if (role === 'groomer' && kind !== 'grooming') throw new HttpError(403, GROOMER_ONLY_MSG);
}

const OVERLAP_FALLBACK_MSG = 'Quién atiende ya tiene otra cita en ese horario';

/** The refusal when the person is busy then: names the other appointment's hours in the clinic's day. */
export function overlapMessage(other?: {
  vet: { name: string } | null;
  time: string;
  endTime: string;
}): string {
  return other?.vet
    ? `${other.vet.name} ya tiene una cita de ${other.time} a ${other.endTime} ese día`
    : OVERLAP_FALLBACK_MSG;
}

interface Placement {
  zone: string;
  clinicId: string;
  now: Date;
  /** The appointment being edited, as it is (its own time is no overlap), or null for a new one. */
  before: (LockedAppointment & { id: string }) | null;
}

/** What a write stores, and whether the appointment's time changed (a new one's always has). */
export interface Placed {
  data: AppointmentData;
  moved: boolean;
}

/**
 * The rules across fields and against the clinic, in the write's transaction: the person attending
 * (an active member), a time that exists in the clinic's zone and, when the time is new, not past and
 * within opening hours (a note added to yesterday's appointment keeps its time), and nobody booked
 * twice (409 naming the other appointment).
 */
export async function placeAppointment(q: Queryable, body: AppointmentBody, p: Placement): Promise<Placed> {
  const vetId = body.vetId.toLowerCase();
  if (!(await isActiveMember(q, p.clinicId, vetId))) {
    throw validationError([{ field: 'vetId', msg: NOT_A_MEMBER_MSG }]);
  }
  const { instant, exists } = await instantOf(q, p.zone, body.date, body.time);
  if (!exists) {
    throw validationError([
      { field: 'time', msg: 'Esa hora no existe ese día en la zona horaria de la clínica (cambio de hora)' },
    ]);
  }
  const endsAt = new Date(instant.getTime() + body.durationMinutes * 60_000);
  const moved =
    !p.before ||
    p.before.starts_at.getTime() !== instant.getTime() ||
    p.before.ends_at.getTime() !== endsAt.getTime();
  if (moved) {
    if (instant <= p.now) throw validationError([{ field: 'date', msg: PAST_MSG }]);
    const schedule = await findSchedule(q, p.clinicId);
    const hours = outsideHours(schedule.openingHours, body.date, body.time, body.durationMinutes);
    if (hours) throw validationError([{ field: 'time', msg: hours }]);
  }
  const data: AppointmentData = {
    patientId: body.patientId.toLowerCase(),
    vetId,
    kind: body.kind,
    startsAt: instant,
    endsAt,
    notes: body.notes ?? '',
  };
  const other = await findOverlap(q, p.zone, p.clinicId, data, p.before?.id ?? null);
  if (other) throw new HttpError(409, overlapMessage(other));
  return { data, moved };
}

/** The exclusion constraint's violation (another instance booked the same time meanwhile) as a 409. */
export function asOverlapRefusal(err: unknown): never {
  if ((err as { code?: string }).code === '23P01') throw new HttpError(409, OVERLAP_FALLBACK_MSG);
  throw err;
}

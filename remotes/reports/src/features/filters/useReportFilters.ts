// The report's choice kept in the address's query string (reload and «Atrás» keep it;
// docs/product/reports.md#period): `period` (a preset, «este mes» when absent), `from` and `to` for
// «Personalizado», `group` once the vet chose one (else the default for the period's length), and the
// filters `vetId`, `service`, `paymentType`. The presets' days are counted on the clinic's "today".
// A value the address names that is not a choice (`?period=foo`, `?group=year`, `?group=day` over more
// than 366 days, an unknown service or payment type) is shown as the default instead, and `corrected` says
// so, a sentence per value, until the person picks one. An unknown `vetId` is the server's to refuse (a
// person no longer active is still a person of the clinic).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GROOMING_SERVICES, PAYMENT_TYPES } from '@vet/shared-ui';
import type { Group, ReportQuery } from '../../api/types';
import { MSG } from '../../messages';
import {
  daysBetween,
  defaultGroup,
  GROUPS,
  MAX_DAYS_BY_DAY,
  PRESETS,
  presetRange,
  rangeProblem,
  todayIn,
  type Preset,
} from './period';

/** The clinic's zone, as the last report answered it (range.zone); the browser's until then. */
let clinicZone: string | undefined;

/** What a report's answer says the clinic's zone is: the next presets are counted in it. */
export function rememberClinicZone(zone: string | undefined): void {
  if (zone) clinicZone = zone;
}

/** The clinic's zone once a report said it. */
export function knownClinicZone(): string | undefined {
  return clinicZone;
}

/** A value of the address that the screen corrects. */
export type CorrectedField = 'period' | 'group' | 'service' | 'paymentType';

export interface ReportFilters {
  preset: Preset;
  from: string;
  to: string;
  group: Group;
  /** Whether «Día» may be chosen (periods up to 366 days). */
  dayAllowed: boolean;
  vetId: string;
  service: string;
  paymentType: string;
  /** What the address asked for that is not a choice, and what is shown instead (MSG.corrected). */
  corrected: Partial<Record<CorrectedField, string>>;
  /** Why the period cannot be asked for, in the API's words; null when it can. */
  problem: string | null;
  /** What to ask the API for; null while the period is refused. */
  query: ReportQuery | null;
  /** Changes some of the choice (a new period drops a chosen grouping back to its default). */
  update: (
    changes: Partial<
      Record<'preset' | 'from' | 'to' | 'group' | 'vetId' | 'service' | 'paymentType', string>
    >,
  ) => void;
}

const isPreset = (value: string | null): value is Preset => PRESETS.some((p) => p.value === value);
const isGroup = (value: string | null): value is Group =>
  value === 'day' || value === 'week' || value === 'month';

const groupLabel = (group: Group) => GROUPS.find((g) => g.value === group)?.label ?? group;

export function useReportFilters(now?: Date): ReportFilters {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const preset: Preset = isPreset(raw) ? raw : 'this-month';
  const corrected: Partial<Record<CorrectedField, string>> = {};
  if (raw && !isPreset(raw)) corrected.period = MSG.corrected.period(PRESETS[0].label);
  const today = todayIn(clinicZone, now);
  const { from, to } =
    preset === 'custom'
      ? { from: params.get('from') ?? '', to: params.get('to') ?? '' }
      : presetRange(preset, today);
  const problem = rangeProblem(from, to);
  // Under a refused period «Día» stays as it was: the period's fix comes first.
  const dayAllowed = !!problem || daysBetween(from, to) <= MAX_DAYS_BY_DAY;
  const chosen = params.get('group');
  const group: Group =
    isGroup(chosen) && (chosen !== 'day' || dayAllowed) ? chosen : problem ? 'month' : defaultGroup(from, to);
  if (chosen && !isGroup(chosen)) corrected.group = MSG.corrected.group(groupLabel(group));
  else if (chosen !== group && chosen === 'day')
    corrected.group = MSG.corrected.dayTooLong(groupLabel(group));
  const vetId = params.get('vetId') ?? '';
  const rawService = params.get('service') ?? '';
  const service = (GROOMING_SERVICES as readonly string[]).includes(rawService) ? rawService : '';
  if (rawService !== service) corrected.service = MSG.corrected.service;
  const rawPayment = params.get('paymentType') ?? '';
  const paymentType = (PAYMENT_TYPES as readonly string[]).includes(rawPayment) ? rawPayment : '';
  if (rawPayment !== paymentType) corrected.paymentType = MSG.corrected.paymentType;

  const update = useCallback<ReportFilters['update']>(
    (changes) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const periodChanged = 'preset' in changes || 'from' in changes || 'to' in changes;
          if ('preset' in changes) {
            next.set('period', changes.preset ?? 'this-month');
            if (changes.preset !== 'custom') {
              next.delete('from');
              next.delete('to');
            } else if (!next.get('from') && !next.get('to')) {
              // «Personalizado» starts from the period shown.
              next.set('from', from);
              next.set('to', to);
            }
          }
          if (periodChanged) next.delete('group');
          for (const key of ['from', 'to', 'group', 'vetId', 'service', 'paymentType'] as const) {
            if (!(key in changes)) continue;
            const value = changes[key];
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
          // A day typed replaces the address instead of adding one per keystroke: «Atrás» goes to the
          // previous choice, not to the previous digit.
        },
        { replace: Object.keys(changes).every((key) => key === 'from' || key === 'to') },
      );
    },
    [setParams, from, to],
  );

  const query = useMemo<ReportQuery | null>(
    () =>
      problem
        ? null
        : {
            from,
            to,
            group,
            ...(vetId ? { vetId } : {}),
            ...(service ? { service } : {}),
            ...(paymentType ? { paymentType } : {}),
          },
    [problem, from, to, group, vetId, service, paymentType],
  );

  return {
    preset,
    from,
    to,
    group,
    dayAllowed,
    vetId,
    service,
    paymentType,
    corrected,
    problem,
    query,
    update,
  };
}

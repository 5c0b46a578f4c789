// The period and the filters above a report (docs/product/reports.md#period): «Período» (the presets and
// «Personalizado» with «Desde» and «Hasta»), «Agrupar por», and the filters the report takes only
// («Profesional», «Servicio», «Tipo de pago»). Under them, the clinic's zone the days are counted in, why
// the period is refused (the client's check or the server's 400), next to what to change, and what of the
// address was not a choice and is shown as the default instead (said politely, until the person picks).
import { useId, useState, type ReactNode } from 'react';
import { Radio, Select } from 'antd';
import { GROOMING_SERVICES, PAYMENT_TYPES } from '@vet/shared-ui';
import { DateInput } from '@vet/shared-ui/form';
import { useGetClinicPeopleQuery } from '../../api/reportsEndpoints';
import { MSG } from '../../messages';
import { GROUPS, PRESETS, type Preset } from './period';
import type { ReportFilters } from './useReportFilters';
import './reportFilters.css';

export interface ShownFilters {
  vet?: boolean;
  service?: boolean;
  paymentType?: boolean;
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="reports-filters__field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function PeopleSelect({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const people = useGetClinicPeopleQuery();
  const options = [
    { value: '', label: MSG.all },
    ...(people.data ?? []).map((p) => ({ value: p._id, label: p.name })),
  ];
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      loading={people.isLoading}
      className="reports-filters__select"
    />
  );
}

export function ReportFiltersBar({
  filters,
  show,
  zone,
  refusal,
}: {
  filters: ReportFilters;
  show: ShownFilters;
  /** The clinic's zone, as the answer says it. */
  zone?: string;
  /** The server's refusal of the period or a filter (a 400's message). */
  refusal?: string;
}) {
  const id = useId();
  const { update } = filters;
  // A day half typed is not a date yet: «Fecha inválida» waits until the vet leaves the field, instead of
  // being announced at every keystroke. The report is not asked for meanwhile either way.
  const [typingDay, setTypingDay] = useState(false);
  const halfTyped = typingDay && filters.problem === MSG.invalidDate;
  const problem = (halfTyped ? null : filters.problem) ?? refusal;
  const typing = { onFocus: () => setTypingDay(true), onBlur: () => setTypingDay(false) };
  const { corrected } = filters;
  // A corrected value's sentence goes once the person picks a value, the one shown too: picking it again
  // changes nothing (no onChange), so that pick writes it into the address.
  const repick =
    (field: keyof typeof corrected, shown: string, pick: (value: string) => void) => (value: string) => {
      if (corrected[field] && value === shown) pick(value);
    };
  const notes = [
    corrected.period,
    corrected.group,
    show.service ? corrected.service : undefined,
    show.paymentType ? corrected.paymentType : undefined,
  ].filter((note): note is string => !!note);
  return (
    <section className="reports-filters" aria-label="Filtros del reporte">
      <div className="reports-filters__row">
        <Field label="Período" id={`${id}-period`}>
          <Select
            id={`${id}-period`}
            value={filters.preset}
            onChange={(preset: Preset) => update({ preset })}
            onSelect={repick('period', filters.preset, (preset) => update({ preset }))}
            options={PRESETS.map((p) => ({ value: p.value, label: p.label }))}
            className="reports-filters__select"
          />
        </Field>
        {filters.preset === 'custom' && (
          <>
            <Field label="Desde" id={`${id}-from`}>
              <DateInput
                id={`${id}-from`}
                value={filters.from}
                onChange={(from) => update({ from })}
                {...typing}
              />
            </Field>
            <Field label="Hasta" id={`${id}-to`}>
              <DateInput id={`${id}-to`} value={filters.to} onChange={(to) => update({ to })} {...typing} />
            </Field>
          </>
        )}
        <div className="reports-filters__field" role="group" aria-labelledby={`${id}-group`}>
          <span id={`${id}-group`}>Agrupar por</span>
          <Radio.Group
            optionType="button"
            value={filters.group}
            onChange={(event) => update({ group: event.target.value as string })}
          >
            {GROUPS.map((g) => (
              <Radio.Button
                key={g.value}
                value={g.value}
                disabled={g.value === 'day' && !filters.dayAllowed}
                onClick={() => repick('group', filters.group, (group) => update({ group }))(g.value)}
              >
                {g.label}
              </Radio.Button>
            ))}
          </Radio.Group>
        </div>
        {show.vet && (
          <Field label="Profesional" id={`${id}-vet`}>
            <PeopleSelect id={`${id}-vet`} value={filters.vetId} onChange={(vetId) => update({ vetId })} />
          </Field>
        )}
        {show.service && (
          <Field label="Servicio" id={`${id}-service`}>
            <Select
              id={`${id}-service`}
              value={filters.service}
              onChange={(service: string) => update({ service })}
              onSelect={repick('service', filters.service, (service) => update({ service }))}
              options={[
                { value: '', label: MSG.allServices },
                ...GROOMING_SERVICES.map((s) => ({ value: s, label: s })),
              ]}
              className="reports-filters__select"
            />
          </Field>
        )}
        {show.paymentType && (
          <Field label="Tipo de pago" id={`${id}-payment`}>
            <Select
              id={`${id}-payment`}
              value={filters.paymentType}
              onChange={(paymentType: string) => update({ paymentType })}
              onSelect={repick('paymentType', filters.paymentType, (paymentType) => update({ paymentType }))}
              options={[
                { value: '', label: MSG.allPayments },
                ...PAYMENT_TYPES.map((p) => ({ value: p, label: p })),
              ]}
              className="reports-filters__select"
            />
          </Field>
        )}
      </div>
      {problem && (
        <p role="alert" className="reports-filters__problem">
          {problem}
        </p>
      )}
      {notes.map((note) => (
        <p key={note} role="status" className="reports-filters__corrected">
          {note}
        </p>
      ))}
      {zone && <p className="reports-filters__zone">{MSG.zoneNote(zone)}</p>}
    </section>
  );
}

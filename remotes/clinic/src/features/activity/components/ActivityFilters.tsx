// «Actividad»'s filters: the person (the clinic's members, inactive ones too: their past acts stay), the
// kind of record, the days (dd/mm/aaaa, both included) and, when the screen was opened for one record
// (?record=<id>), whether to keep to it. Each change goes to the URL at once; a day only once it is a
// whole one (a day that does not exist says so under its field).
import { useEffect, useRef, useState } from 'react';
import { Button, Select } from 'antd';
import { DateInput } from '@vet/shared-ui/form';
import { useGetMembersQuery } from '../../../api/membersEndpoints';
import { memberName } from '../../../roles';
import { MSG } from '../../../messages';
import type { ActivityFilter } from '../api/activityEndpoints';
import { KIND_LABELS } from '../activityText';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

function DayFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (day: string) => void;
}) {
  const [invalid, setInvalid] = useState(false);
  // A day set from outside («Limpiar filtros», back, forward) starts the field over from it; one this
  // field sent does not (the field keeps what is being typed).
  const sent = useRef(value ?? '');
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if ((value ?? '') === sent.current) return;
    sent.current = value ?? '';
    setInvalid(false);
    setGeneration((n) => n + 1);
  }, [value]);
  return (
    <div className="clinic-activity__filter clinic-activity__filter--day">
      <label htmlFor={id}>{label}</label>
      <DateInput
        key={generation}
        id={id}
        value={value ?? ''}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(day) => {
          const whole = day === '' || ISO_DAY.test(day);
          // «dd/mm/aaaa» typed in full that names no real day.
          setInvalid(!whole && day.length === 10);
          if (!whole) return;
          sent.current = day;
          onChange(day);
        }}
      />
      {invalid && (
        <span id={`${id}-error`} className="clinic-activity__error">
          {MSG.invalidDay}
        </span>
      )}
    </div>
  );
}

export function ActivityFilters({
  filter,
  onChange,
}: {
  filter: ActivityFilter;
  onChange: (patch: ActivityFilter) => void;
}) {
  const members = useGetMembersQuery();
  // The record the screen was opened for, kept while it is unticked so that it can be ticked again.
  const [record, setRecord] = useState(filter.record);
  if (filter.record && filter.record !== record) setRecord(filter.record);
  // «Limpiar filtros» starts the day fields over, a day still being typed too.
  const [cleared, setCleared] = useState(0);
  const filtered = Object.values(filter).some(Boolean);
  const people = (members.data ?? []).map((member) => ({ value: member._id, label: memberName(member) }));

  return (
    <div className="clinic-activity__filters" role="group" aria-label="Filtros">
      <div className="clinic-activity__filter">
        <label htmlFor="activity-actor">Persona</label>
        <Select
          id="activity-actor"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Todas las personas"
          loading={members.isLoading}
          options={people}
          value={filter.actor}
          onChange={(actor?: string) => onChange({ actor: actor ?? '' })}
        />
      </div>
      <div className="clinic-activity__filter">
        <label htmlFor="activity-kind">Tipo de registro</label>
        <Select
          id="activity-kind"
          allowClear
          placeholder="Todos los registros"
          options={KIND_OPTIONS}
          value={filter.kind}
          onChange={(kind?: string) => onChange({ kind: kind ?? '' })}
        />
      </div>
      <DayFilter
        key={`from-${cleared}`}
        id="activity-from"
        label="Desde"
        value={filter.from}
        onChange={(from) => onChange({ from })}
      />
      <DayFilter
        key={`to-${cleared}`}
        id="activity-to"
        label="Hasta"
        value={filter.to}
        onChange={(to) => onChange({ to })}
      />
      {record && (
        <label className="clinic-activity__record">
          <input
            type="checkbox"
            checked={filter.record === record}
            onChange={(event) => onChange({ record: event.target.checked ? record : '' })}
          />
          Ver la actividad de este registro
        </label>
      )}
      {filtered && (
        <Button
          className="clinic-activity__clear"
          onClick={() => {
            setCleared((n) => n + 1);
            onChange({ actor: '', kind: '', record: '', from: '', to: '' });
          }}
        >
          Limpiar filtros
        </Button>
      )}
    </div>
  );
}

// «Actividad»'s filters: the person (the clinic's members, inactive ones too: their past acts stay), the
// kind of record, the days (dd/mm/aaaa, both included) and, when the screen was opened for one record
// (?record=<id>), whether to keep to it. Each change goes to the URL at once; a day only once it is a
// whole one (a day that does not exist says so under its field).
import { useState } from 'react';
import { Button, Select } from 'antd';
import { DateInput } from '@vet/shared-ui/form';
import { useGetMembersQuery } from '../../../api/membersEndpoints';
import { memberName } from '../../../roles';
import { MSG } from '../../../messages';
import type { ActivityFilter } from '../api/activityEndpoints';
import { KIND_LABELS } from '../activityText';
import { isImpossibleDay, useDayFields, type DayFields, type DayName } from '../hooks/useDayFields';

const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

function DayFilter({ name, label, days }: { name: DayName; label: string; days: DayFields }) {
  const id = `activity-${name}`;
  const text = days.texts[name];
  const invalid = isImpossibleDay(text);
  return (
    <div className="clinic-activity__filter clinic-activity__filter--day">
      <label htmlFor={id}>{label}</label>
      <DateInput
        id={id}
        value={text}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(next) => days.type(name, next)}
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
  const days = useDayFields(filter, onChange);
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
      <DayFilter name="from" label="Desde" days={days} />
      <DayFilter name="to" label="Hasta" days={days} />
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
            days.clear();
            onChange({ actor: '', kind: '', record: '', from: '', to: '' });
          }}
        >
          Limpiar filtros
        </Button>
      )}
    </div>
  );
}

// /appointments «Agenda» (issue 27): the clinic's day, a column per person who attends and a row per slot
// of that weekday's opening hours; one person's week in day columns («Todos»: each day's list); and the
// day's list for the front desk. The day, the view and the person live in the address
// (?date=YYYY-MM-DD&view=day|week|list&vetId=). A free slot books there; a block opens its appointment, or
// is dragged to another slot or person to reschedule it. An appointment nobody is assigned to has the day
// view's «Sin asignar» column (only on a day that has one): nothing is booked there, and nothing is dragged
// onto it or off it (someone is chosen in «Editar»); a person's filter leaves it out. Days and times are the
// clinic's wall clock, as the API sends them.
import { useCallback, useMemo } from 'react';
import { Button, DatePicker, Segmented, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { LinkButton, errorMessage, toast } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, StaleAlert } from '@vet/shared-ui/page';
import { Allowed, PermittedButton } from '@vet/shared-ui/permission';
import {
  useGetAgendaQuery,
  useMoveAppointmentMutation,
  type AgendaArgs,
} from '../../api/appointmentEndpoints';
import { useGetClinicPeopleQuery, useGetScheduleQuery } from '../../api/clinicEndpoints';
import type { Appointment, Person } from '../../api/types';
import { addDays, clinicNow, longDay, mondayOf, shortDay, weekColumnDay, weekdayIndex } from '../../calendar';
import { useAgendaParams } from '../../hooks/useAgendaParams';
import { agendaPeople } from '../../hooks/useAgendaPeople';
import { useAppointmentGate } from '../../hooks/useAppointmentGate';
import { isActive, isReschedulable } from '../../labels';
import { MSG } from '../../messages';
import { appointmentPaths, type AgendaView } from '../../paths';
import { AgendaGrid, type GridColumn } from './components/AgendaGrid';
import { DayList } from './components/DayList';
import { WeekList } from './components/WeekList';
import { gridRows } from './grid';
import type { SlotTarget } from './hooks/useBlockDrag';
import './agenda.css';
import '../../components/components.css';

const VIEWS: { value: AgendaView; label: string }[] = [
  { value: 'day', label: 'Día' },
  { value: 'week', label: 'Semana' },
  { value: 'list', label: 'Lista del día' },
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A new clinic's zone (clinic_schedules' default). Until the schedule answers, «today» is counted in it,
 * so the day's appointments are asked for at once, beside the schedule, not one round trip after it
 * (bench/README.md, the agenda). A clinic elsewhere whose day differs at that moment asks again.
 */
const LIKELY_ZONE = 'America/Caracas';

export default function AgendaPage() {
  const navigate = useNavigate();
  const schedule = useGetScheduleQuery();
  const people = useGetClinicPeopleQuery();
  const now = clinicNow(schedule.data?.timeZone ?? LIKELY_ZONE);
  const [{ date, view, vetId }, change] = useAgendaParams(now.day);
  const week = view === 'week';
  const monday = mondayOf(date);
  const args: AgendaArgs = useMemo(() => {
    const range = week ? { from: monday, to: addDays(monday, 6) } : { from: date, to: date };
    return vetId ? { ...range, vetId } : range;
  }, [week, monday, date, vetId]);
  const agenda = useGetAgendaQuery(args);
  // One person's agenda holds theirs only (the server's answer already; an unassigned one never).
  const appointments = useMemo(
    () =>
      vetId
        ? agenda.currentData?.filter((appointment) => appointment.vet?._id === vetId)
        : agenda.currentData,
    [agenda.currentData, vetId],
  );
  const gate = useAppointmentGate();
  const [move] = useMoveAppointmentMutation();

  const everyone = useMemo(() => agendaPeople(people.data, appointments), [people.data, appointments]);

  const onDrop = useCallback(
    async (appointment: Appointment, target: SlotTarget) => {
      const vetName =
        everyone.find((person) => person._id === target.vetId)?.name ?? appointment.vet?.name ?? '';
      try {
        const answer = await move({ appointment, to: target, agenda: args, vetName }).unwrap();
        toast.success(answer.msg || MSG.moved);
      } catch (failure) {
        toast.error(errorMessage(failure, MSG.moveFailed));
      }
    },
    [everyone, move, args],
  );

  const header = (
    <PageHeader
      title={MSG.agendaTitle}
      actions={
        <>
          <Allowed permission="clinic.manage">
            <LinkButton to={appointmentPaths.schedule}>Horario</LinkButton>
          </Allowed>
          <PermittedButton
            permission="appointments.write"
            type="primary"
            to={appointmentPaths.newAppointment({ date, vetId: vetId || undefined })}
          >
            Nueva cita
          </PermittedButton>
        </>
      }
    />
  );

  const failed = schedule.error ?? people.error ?? agenda.error;
  if (!schedule.data || !people.data || !appointments) {
    return (
      <div className="appointments-page">
        {header}
        {failed ? (
          <LoadError
            title={schedule.error ? MSG.scheduleFailed : people.error ? MSG.peopleFailed : MSG.agendaFailed}
            error={failed}
            retrying={schedule.isFetching || people.isFetching || agenda.isFetching}
            onRetry={() => {
              if (schedule.error) void schedule.refetch();
              if (people.error) void people.refetch();
              if (agenda.error) void agenda.refetch();
            }}
          />
        ) : (
          <Loading label={MSG.loadingAgenda} />
        )}
      </div>
    );
  }

  const { slotMinutes: slot, openingHours } = schedule.data;
  const isPast = (day: string, minutes: number) =>
    day < now.day || (day === now.day && minutes <= now.minutes);
  // Nobody assigned: not dragged to a person (someone is chosen in «Editar»).
  const canDrag = (appointment: Appointment) =>
    appointment.vet !== null && !gate.reasonFor(appointment.kind) && isReschedulable(appointment.status);
  const bookLabel = ({ date: day, person }: GridColumn, time: string) =>
    gate.writes && person
      ? week
        ? MSG.bookSlotOn(shortDay(day), time, person.name)
        : MSG.bookSlot(time, person.name)
      : null;
  const onBook = ({ date: day, person }: GridColumn, time: string) =>
    navigate(appointmentPaths.newAppointment({ date: day, time, vetId: person?._id }));
  const active = appointments.filter((appointment) => isActive(appointment.status));
  const chosen: Person | undefined = everyone.find((person) => person._id === vetId);
  const step = week ? 7 : 1;

  let body;
  let heading = capitalised(longDay(date));
  if (week) {
    const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    heading = MSG.weekHeading(shortDay(days[0]), shortDay(days[6]));
    if (!chosen) {
      body = (
        <>
          <p className="appointments-muted">{MSG.weekNeedsPerson}</p>
          <WeekList
            days={days}
            appointments={appointments}
            closed={(day) => !openingHours[weekdayIndex(day)]}
          />
        </>
      );
    } else {
      const columns: GridColumn[] = days.map((day) => ({
        key: day,
        header: capitalised(weekColumnDay(day)),
        date: day,
        person: chosen,
        hours: openingHours[weekdayIndex(day)],
        appointments: active.filter((appointment) => appointment.date === day),
      }));
      body = (
        <AgendaGrid
          caption={MSG.weekCaption(chosen.name, shortDay(days[0]), shortDay(days[6]))}
          columns={columns}
          rows={gridRows(openingHours, slot, active)}
          slot={slot}
          isPast={isPast}
          bookLabel={bookLabel}
          onBook={onBook}
          canDrag={canDrag}
          onDrop={onDrop}
        />
      );
    }
  } else if (view === 'list') {
    body = <DayList caption={MSG.listCaption(shortDay(date))} appointments={appointments} />;
  } else {
    const hours = openingHours[weekdayIndex(date)];
    const shown = chosen ? [chosen] : everyone;
    const columns: GridColumn[] = shown.map((person) => ({
      key: person._id,
      header: person.name,
      date,
      person,
      hours,
      appointments: active.filter((appointment) => appointment.vet?._id === person._id),
    }));
    const unassigned = active.filter((appointment) => appointment.vet === null);
    if (unassigned.length > 0) {
      columns.push({
        key: 'unassigned',
        header: MSG.unassigned,
        date,
        person: null,
        hours,
        appointments: unassigned,
      });
    }
    if (!hours && active.length === 0) {
      body = <p className="appointments-empty">{MSG.closedDay}</p>;
    } else if (columns.length === 0) {
      body = <p className="appointments-empty">{MSG.noPeople}</p>;
    } else {
      body = (
        <>
          {!hours && <p className="appointments-empty">{MSG.closedDay}</p>}
          {gate.writes && <p className="appointments-muted appointments-hint">{MSG.dragHint}</p>}
          <AgendaGrid
            caption={MSG.dayCaption(shortDay(date))}
            columns={columns}
            rows={gridRows([hours], slot, active)}
            slot={slot}
            isPast={isPast}
            bookLabel={bookLabel}
            onBook={onBook}
            canDrag={canDrag}
            onDrop={onDrop}
          />
        </>
      );
    }
  }

  return (
    <div className="appointments-page">
      {header}
      <div className="appointments-toolbar">
        <Space wrap size={[8, 8]}>
          <Button onClick={() => change({ date: now.day })}>Hoy</Button>
          <Button
            aria-label={week ? 'Semana anterior' : 'Día anterior'}
            onClick={() => change({ date: addDays(date, -step) })}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Button
            aria-label={week ? 'Semana siguiente' : 'Día siguiente'}
            onClick={() => change({ date: addDays(date, step) })}
          >
            <span aria-hidden="true">›</span>
          </Button>
          <DatePicker
            aria-label="Elegir fecha"
            format="DD/MM/YYYY"
            placeholder="dd/mm/aaaa"
            allowClear={false}
            value={dayjs(date)}
            onChange={(value) => value && change({ date: value.format('YYYY-MM-DD') })}
          />
        </Space>
        <Space wrap size={[8, 8]}>
          <Segmented
            aria-label="Vista"
            options={VIEWS}
            value={view}
            onChange={(value) => change({ view: value as AgendaView })}
          />
          <span className="appointments-filter">
            <span aria-hidden="true">Persona</span>
            <Select
              aria-label="Persona"
              value={vetId}
              onChange={(value: string) => change({ vetId: value })}
              options={[
                { value: '', label: MSG.everyone },
                ...agendaPeople(people.data).map((person) => ({ value: person._id, label: person.name })),
              ]}
              popupMatchSelectWidth={false}
              style={{ minWidth: 180 }}
              virtual={false}
            />
          </span>
        </Space>
      </div>
      <h2 className="appointments-day-title" aria-live="polite">
        {heading}
        {agenda.isFetching && <span className="appointments-muted"> · {MSG.loadingAgenda}</span>}
      </h2>
      {agenda.isError && (
        <StaleAlert
          title={MSG.agendaStale}
          retrying={agenda.isFetching}
          onRetry={() => void agenda.refetch()}
        />
      )}
      {body}
    </div>
  );
}

// Who the agenda shows in columns: the clinic's active members who attend appointments (GET /clinic/people),
// vets and administrators first, then the groomers, each group by name; and anyone else an appointment of
// the period names (an assistant, a member who has left), so no appointment goes unseen. An appointment
// nobody is assigned to names nobody here (the day view gives it a column of its own).
import { useMemo } from 'react';
import type { Appointment, ClinicMember, Person } from '../api/types';

const ORDER: Record<string, number> = { admin: 0, vet: 0, groomer: 1, assistant: 2 };

export function agendaPeople(
  members: ClinicMember[] | undefined,
  appointments: Appointment[] = [],
): Person[] {
  const attending = (members ?? [])
    .filter((member) => member.role !== 'assistant')
    .sort((a, b) => ORDER[a.role] - ORDER[b.role] || a.name.localeCompare(b.name, 'es'))
    .map(({ _id, name }) => ({ _id, name }));
  const known = new Set(attending.map((person) => person._id));
  for (const { vet } of appointments) {
    if (vet && !known.has(vet._id)) {
      known.add(vet._id);
      attending.push({ _id: vet._id, name: vet.name });
    }
  }
  return attending;
}

export function useAgendaPeople(members: ClinicMember[] | undefined, appointments?: Appointment[]): Person[] {
  return useMemo(() => agendaPeople(members, appointments), [members, appointments]);
}

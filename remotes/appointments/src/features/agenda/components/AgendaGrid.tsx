// The agenda as a table: a row per slot (its time the row's header), a column per person (the day view)
// or per day (one person's week), each appointment a block in the cell of the row its start falls in,
// spanning the rows it lasts. An empty slot that can still be booked is a button named for it («Agendar a
// las 09:30 con Ana Pérez»); every cell is a place a block can be dropped on. On a phone the table scrolls
// sideways, the times staying in sight. A column of nobody («Sin asignar») offers no booking and takes no
// drop: its cells carry no slot.
import { useMemo, type ReactNode } from 'react';
import type { Appointment, DayHours, Person } from '../../../api/types';
import { hhmmOf } from '../../../calendar';
import { placeColumn, withinHours, type Placed } from '../grid';
import { AppointmentBlock, DragGhost } from './AppointmentBlock';
import { useBlockDrag, type SlotTarget } from '../hooks/useBlockDrag';

export interface GridColumn {
  key: string;
  /** The column's heading: the person, or the day. */
  header: ReactNode;
  date: string;
  /** Who the column's appointments are for; null for «Sin asignar». */
  person: Person | null;
  hours: DayHours;
  appointments: Appointment[];
}

export interface AgendaGridProps {
  caption: string;
  columns: GridColumn[];
  rows: number[];
  slot: number;
  /** Whether the slot at `minutes` of `date` has begun (no booking there). */
  isPast: (date: string, minutes: number) => boolean;
  /** The free slot's button name, or null when the member may not book there. */
  bookLabel: (column: GridColumn, time: string) => string | null;
  onBook: (column: GridColumn, time: string) => void;
  /** Whether the member may drag this block. */
  canDrag: (appointment: Appointment) => boolean;
  onDrop: (appointment: Appointment, target: SlotTarget) => void;
}

interface ColumnLayout {
  starts: Map<number, Placed>;
  covered: Set<number>;
}

export function AgendaGrid({
  caption,
  columns,
  rows,
  slot,
  isPast,
  bookLabel,
  onBook,
  canDrag,
  onDrop,
}: AgendaGridProps) {
  const drag = useBlockDrag(onDrop);
  const layouts = useMemo<ColumnLayout[]>(
    () =>
      columns.map((column) => {
        const starts = new Map<number, Placed>();
        const covered = new Set<number>();
        for (const group of placeColumn(rows, slot, column.appointments)) {
          starts.set(group.row, group);
          for (let r = group.row + 1; r < group.row + group.span; r += 1) covered.add(r);
        }
        return { starts, covered };
      }),
    [columns, rows, slot],
  );

  return (
    <div className="appointments-grid-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="appointments-grid" style={{ ['--columns' as string]: columns.length }}>
        <caption className="appointments-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="appointments-grid__time">
              Hora
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((minutes, index) => {
            const time = hhmmOf(minutes);
            return (
              <tr key={minutes}>
                <th scope="row" className="appointments-grid__time">
                  {time}
                </th>
                {columns.map((column, c) => {
                  const { starts, covered } = layouts[c];
                  if (covered.has(index)) return null;
                  const slotData = column.person
                    ? {
                        'data-slot-date': column.date,
                        'data-slot-time': time,
                        'data-slot-vet': column.person._id,
                      }
                    : {};
                  const group = starts.get(index);
                  if (group) {
                    return (
                      <td
                        key={column.key}
                        rowSpan={group.span}
                        className="appointments-cell appointments-cell--busy"
                        {...slotData}
                      >
                        <div className="appointments-cell__blocks">
                          {group.appointments.map((appointment) => {
                            const draggable = canDrag(appointment);
                            return (
                              <AppointmentBlock
                                key={appointment._id}
                                appointment={appointment}
                                onPointerDown={draggable ? drag.start(appointment) : undefined}
                                onClick={drag.click}
                              />
                            );
                          })}
                        </div>
                      </td>
                    );
                  }
                  const open =
                    !!column.person &&
                    withinHours(column.hours, minutes, slot) &&
                    !isPast(column.date, minutes);
                  const label = open ? bookLabel(column, time) : null;
                  return (
                    <td
                      key={column.key}
                      className={open ? 'appointments-cell' : 'appointments-cell appointments-cell--off'}
                      {...slotData}
                    >
                      {label && (
                        <button
                          type="button"
                          className="appointments-slot"
                          aria-label={label}
                          onClick={() => onBook(column, time)}
                        >
                          <span>{time}</span>
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {drag.ghost && <DragGhost {...drag.ghost} />}
    </div>
  );
}

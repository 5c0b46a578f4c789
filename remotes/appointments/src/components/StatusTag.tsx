// An appointment's status: its word always, on its colour (the colour never says it alone), with a mark
// whose shape differs too (colour-blind safe).
import { Tag } from 'antd';
import { STATUS_LABELS, type AppointmentStatus } from '../labels';
import './components.css';

const COLOURS: Record<AppointmentStatus, string> = {
  scheduled: 'blue',
  confirmed: 'cyan',
  in_room: 'gold',
  attended: 'green',
  no_show: 'volcano',
  cancelled: 'default',
};

/** A shape per status, beside the word: ○ booked, ● confirmed, ▶ in the room, ✓ attended, ✗ ended. */
const MARKS: Record<AppointmentStatus, string> = {
  scheduled: '○',
  confirmed: '●',
  in_room: '▶',
  attended: '✓',
  no_show: '✗',
  cancelled: '✗',
};

export function StatusTag({ status }: { status: AppointmentStatus }) {
  return (
    <Tag color={COLOURS[status]} className={`appointments-status appointments-status--${status}`}>
      <span aria-hidden="true" className="appointments-status__mark">
        {MARKS[status]}
      </span>
      {STATUS_LABELS[status]}
    </Tag>
  );
}

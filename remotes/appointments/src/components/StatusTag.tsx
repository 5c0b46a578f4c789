// An appointment's status: its word always, on its colour (the colour never says it alone), with a mark
// whose shape differs too (colour-blind safe). The colours are components.css's, dark text on a light
// ground at 7:1 or more (antd's preset tags fall under 4.5:1).
import { Tag } from 'antd';
import { STATUS_LABELS, type AppointmentStatus } from '../labels';
import './components.css';

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
    <Tag className={`appointments-status appointments-status--${status}`}>
      <span aria-hidden="true" className="appointments-status__mark">
        {MARKS[status]}
      </span>
      {STATUS_LABELS[status]}
    </Tag>
  );
}

// "Peluquería hoy / esta semana / este mes" as the shell mounts them: the counts are asked for while
// the widgets' code downloads (issue #9), with the instants the widgets then read. Each slot has its
// own Suspense: a component that suspends is not mounted, and its request would wait for the code.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { Panel } from '@vet/shared-ui/panel';
import { useGetGroomingCountsQuery } from '../grooming/api/groomingQueries';
import type { GroomingCounts } from '../grooming/api/types';
import { dashboardCountArgs } from '../grooming/periods';
import './groomingCountWidget.css';

const GroomingCountWidget = lazy(() => import('./GroomingCountWidget'));

const NOTHING = {};

export type CountArgs = ReturnType<typeof dashboardCountArgs>;

/** A counter's card: the same while the code downloads, while the count loads and once it is there. */
export function GroomingCountCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Panel className="grooming-count" size="small">
      <div className="grooming-count__label">
        <span aria-hidden="true">✂️</span> {label}
      </div>
      {children}
      <Link to="/grooming-services" className="grooming-count__link">
        Ver servicios
      </Link>
    </Panel>
  );
}

// The label sits on a wrapper: antd's Skeleton.Button does not pass it on.
export function CountLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={`Cargando ${label.toLowerCase()}...`}>
      <Skeleton.Button active size="large" />
    </div>
  );
}

/** Every counter on the page asks with the same instants (per minute), so the three share one request.
 *  "Now" is the end of the current minute, so a service recorded a moment ago is already counted. */
function useCountArgs(): CountArgs {
  const [args] = useState(() =>
    dashboardCountArgs(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 59_999)),
  );
  return args;
}

function GroomingCountSlot({ field, label }: { field: keyof GroomingCounts; label: string }) {
  const args = useCountArgs();
  // Reads nothing, so the answer re-renders only the widget.
  useGetGroomingCountsQuery(args, { selectFromResult: () => NOTHING });
  return (
    <Suspense
      fallback={
        <GroomingCountCard label={label}>
          <CountLoading label={label} />
        </GroomingCountCard>
      }
    >
      <GroomingCountWidget field={field} label={label} args={args} />
    </Suspense>
  );
}

export function GroomingTodayWidget() {
  return <GroomingCountSlot field="today" label="Peluquería hoy" />;
}
export function GroomingWeekWidget() {
  return <GroomingCountSlot field="week" label="Peluquería esta semana" />;
}
export function GroomingMonthWidget() {
  return <GroomingCountSlot field="month" label="Peluquería este mes" />;
}

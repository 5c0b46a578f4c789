// Desktop dashboard: "Panel de Resumen" with the counters the remotes export, in the slots remotes.json
// gives them ("widgets"): a remote that is down still gets a notice in its slot.
import { usePlacements } from '../federation/PlacementsContext';
import { widgetRemotes } from '../federation/placement';
import { RemoteWidgets } from './RemoteWidgets';

export function DesktopSummary() {
  const remotes = widgetRemotes(usePlacements());
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="dashboard-title">
        Panel de Resumen
      </h1>
      <div className="dashboard-grid">
        {remotes.map((remote) => (
          <RemoteWidgets key={remote} remote={remote} />
        ))}
      </div>
    </section>
  );
}

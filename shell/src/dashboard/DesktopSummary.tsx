// Desktop dashboard: "Panel de Resumen" with the counters the patients and grooming remotes export.
import { DASHBOARD_WIDGET_REMOTES } from '@vet/shared-ui';
import { RemoteWidgets } from './RemoteWidgets';

export function DesktopSummary() {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="dashboard-title">
        Panel de Resumen
      </h1>
      <div className="dashboard-grid">
        {DASHBOARD_WIDGET_REMOTES.map((remote) => (
          <RemoteWidgets key={remote} remote={remote} />
        ))}
      </div>
    </section>
  );
}

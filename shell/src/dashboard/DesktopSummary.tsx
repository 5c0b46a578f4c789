// Desktop dashboard: "Panel de Resumen" with the counters the remotes export, in the slots remotes.json
// gives them ("widgets"): a remote that is down still gets a notice in its slot. A slot that names a
// permission is only for the roles that have it: no counter of what the role may not read.
import { useCurrentUser } from '@vet/shared-ui';
import { usePlacements } from '../federation/PlacementsContext';
import { widgetRemotes } from '../federation/placement';
import { roleAllows } from '../layout/roleAllows';
import { RemoteWidgets } from './RemoteWidgets';

export function DesktopSummary() {
  const placements = usePlacements();
  const { user } = useCurrentUser();
  const remotes = widgetRemotes(placements).filter((remote) =>
    roleAllows(user, placements[remote].widgets?.permission),
  );
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

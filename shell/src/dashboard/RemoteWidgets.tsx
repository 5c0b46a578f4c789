// One remote's dashboard widgets, in its own slot: the remote loads on its own, and each widget
// sits in its own error boundary, so one failure only blanks its own card. Like a remote's screens
// (RemoteMount.tsx), coming back to the dashboard checks remotes.json again: a remote released or
// rolled back since shows its new build's widgets without a reload.
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Skeleton } from 'antd';
import type { DashboardWidget, RemoteName } from '@vet/shared-ui';
import { Panel } from '@vet/shared-ui/panel';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { useRemoteModule } from '../federation/useRemoteModule';
import { useRemoteRegistry } from '../federation/RemotesContext';
import { WidgetNotice } from './WidgetNotice';

function WidgetPlaceholder() {
  return (
    <Panel className="dashboard-card" aria-busy="true">
      <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
    </Panel>
  );
}

function Widget({ remote, widget }: { remote: RemoteName; widget: DashboardWidget }) {
  const [attempt, setAttempt] = useState(0);
  const { Component } = widget;
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => <WidgetNotice remote={remote} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<WidgetPlaceholder />}>
        <Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function Widgets({ remote }: { remote: RemoteName }) {
  const { widgets = [] } = useRemoteModule(remote);
  return (
    <>
      {[...widgets]
        .sort((a, b) => a.order - b.order)
        .map((widget) => (
          <Widget key={widget.id} remote={remote} widget={widget} />
        ))}
    </>
  );
}

export function RemoteWidgets({ remote }: { remote: RemoteName }) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    registry.retry(remote);
    setAttempt((n) => n + 1);
  };
  // Bumped when revalidate() drops the build this tab had: the new key loads the new one.
  const generation = useSyncExternalStore(registry.subscribe, () => registry.generation(remote));
  useEffect(() => {
    void registry.revalidate(remote);
  }, [registry, remote]);
  return (
    <RemoteErrorBoundary
      key={`${attempt}:${generation}`}
      fallback={(error) => <WidgetNotice remote={remote} error={error} onRetry={retry} />}
    >
      <Suspense fallback={<WidgetPlaceholder />}>
        <Widgets remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

// While a staging override is active, every page (auth screens too) says so at the top, with a
// one-click way back: "Restablecer" forgets every override of the tab and reloads the page.
import { useSyncExternalStore } from 'react';
import { Button } from 'antd';
import type { RemotesSource } from '../remotesSource';
import { activeOverrideText } from './overrideMessages';
import { clearStoredOverrides } from './overrideStorage';
import { usePublishedHeight } from './usePublishedHeight';
import './overrideBanner.css';

export function RemoteOverrideBanner({
  source,
  clear = clearStoredOverrides,
  reload = () => window.location.reload(),
}: {
  source: Pick<RemotesSource, 'subscribe' | 'getSnapshot'>;
  clear?: () => void;
  reload?: () => void;
}) {
  const resolved = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  const heightRef = usePublishedHeight('--shell-banner-height');
  const active = resolved?.active ?? [];
  if (active.length === 0) return null;

  const reset = () => {
    clear();
    reload();
  };
  return (
    <div ref={heightRef} className="override-banner" role="status" aria-label="Versión de prueba activa">
      <div className="override-banner__text">
        {active.map((override) => {
          const text = `Versión de prueba: ${activeOverrideText(override)}`;
          return (
            <p key={override.remote} title={text}>
              {text}
            </p>
          );
        })}
      </div>
      <Button size="small" onClick={reset} title="Volver a las versiones publicadas de los módulos">
        Restablecer
      </Button>
    </div>
  );
}

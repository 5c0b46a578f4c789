// The banner a tester sees while a staging override is active, and "Restablecer".
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteOverrideBanner } from './RemoteOverrideBanner';
import { OVERRIDES_STORAGE_KEY } from './overrideStorage';
import { createRemotesSource, type ResolvedRemotes } from '../remotesSource';
import { rememberProductPlacements } from '../../test/placements';

const placements = rememberProductPlacements();

const LAB = 'http://127.0.0.1:8090/lab/0.1.0-abc/mf-manifest.json';
const GROOMING = 'http://127.0.0.1:8090/grooming/0.2.0-def/mf-manifest.json';

const staticSource = (resolved: ResolvedRemotes | null) => ({
  subscribe: () => () => {},
  getSnapshot: () => resolved,
});

afterEach(() => sessionStorage.clear());

describe('override banner', () => {
  it('says which module loads from where, for each active override', () => {
    render(
      <RemoteOverrideBanner
        source={staticSource({
          remotes: {},
          placements,
          active: [
            { remote: 'lab', url: LAB },
            { remote: 'grooming', url: GROOMING },
          ],
        })}
      />,
    );
    const banner = screen.getByRole('status', { name: 'Versión de prueba activa' });
    expect(banner).toHaveTextContent(`Versión de prueba: el módulo de Laboratorio se carga desde ${LAB}`);
    expect(banner).toHaveTextContent(`Versión de prueba: el módulo de Peluquería se carga desde ${GROOMING}`);
    expect(screen.getByRole('button', { name: 'Restablecer' })).toBeInTheDocument();
  });

  it('shows nothing without overrides, nor before remotes.json is read', () => {
    const { rerender } = render(<RemoteOverrideBanner source={staticSource(null)} />);
    expect(screen.queryByText(/Versión de prueba/)).not.toBeInTheDocument();
    rerender(<RemoteOverrideBanner source={staticSource({ remotes: {}, placements, active: [] })} />);
    expect(screen.queryByText(/Versión de prueba/)).not.toBeInTheDocument();
  });

  it('appears once remotes.json has been read and the override accepted', async () => {
    const source = createRemotesSource({
      fetchConfig: async () => ({ remotes: {}, placements, overrideOrigins: ['http://127.0.0.1:8090'] }),
      readOverrides: () => ({ lab: LAB }),
    });
    render(<RemoteOverrideBanner source={source} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => source.read());
    expect(screen.getByRole('status')).toHaveTextContent('el módulo de Laboratorio se carga desde');
  });

  it('"Restablecer" forgets every override of the tab and reloads the page', () => {
    sessionStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ lab: LAB, grooming: GROOMING }));
    const reload = jest.fn();
    render(
      <RemoteOverrideBanner
        source={staticSource({ remotes: {}, placements, active: [{ remote: 'lab', url: LAB }] })}
        reload={reload}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(sessionStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the desktop sidebar start below it while shown', () => {
    const { unmount } = render(
      <RemoteOverrideBanner
        source={staticSource({ remotes: {}, placements, active: [{ remote: 'lab', url: LAB }] })}
      />,
    );
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--shell-banner-height')).toMatch(/^\d+px$/);
    unmount();
    expect(root.getPropertyValue('--shell-banner-height')).toBe('');
  });
});

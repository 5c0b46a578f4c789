// remotes.json + the tab's overrides: the allowlist is applied on every read, refusals reported
// and forgotten.
import { createRemotesSource } from './remotesSource';
import type { RemotesConfig } from './remotesManifest';
import type { RemoteOverrides } from './overrides/overrideParams';
import { productPlacements } from '../test/placements';

const STAGING = 'http://127.0.0.1:8090';
const LAB = `${STAGING}/lab/0.1.0-abc/mf-manifest.json`;
const config = (overrideOrigins: string[]): RemotesConfig => ({
  remotes: {
    lab: 'http://localhost:8080/remotes/lab/mf-manifest.json',
    owners: 'http://localhost:8080/remotes/owners/mf-manifest.json',
  },
  placements: productPlacements,
  overrideOrigins,
});

function setup(overrideOrigins: string[], stored: RemoteOverrides) {
  const writeOverrides = jest.fn();
  const onRefused = jest.fn();
  const fetchConfig = jest.fn(async () => config(overrideOrigins));
  const source = createRemotesSource({ fetchConfig, readOverrides: () => stored, writeOverrides, onRefused });
  return { source, fetchConfig, writeOverrides, onRefused };
}

describe('remotes source', () => {
  it('loads an allowed override instead of the remotes.json entry, and says it is active', async () => {
    const { source, writeOverrides, onRefused } = setup([STAGING], { lab: LAB });
    const resolved = await source.read();
    expect(resolved.remotes).toEqual({ ...config([]).remotes, lab: LAB });
    expect(resolved.active).toEqual([{ remote: 'lab', url: LAB }]);
    expect(source.getSnapshot()).toBe(resolved);
    expect(writeOverrides).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('refuses a stored override once its origin left the allowlist: normal entry, reported, dropped', async () => {
    const { source, writeOverrides, onRefused } = setup([], { lab: LAB });
    const resolved = await source.read();
    expect(resolved.remotes).toEqual(config([]).remotes);
    expect(resolved.active).toEqual([]);
    expect(onRefused).toHaveBeenCalledWith({
      remote: 'lab',
      url: LAB,
      reason: 'origin-not-allowed',
      origin: STAGING,
    });
    expect(writeOverrides).toHaveBeenCalledWith({});
  });

  it('reads remotes.json once, tells subscribers, and reads it again only after a failure', async () => {
    const { source, fetchConfig } = setup([], {});
    fetchConfig.mockRejectedValueOnce(new Error('offline'));
    const listener = jest.fn();
    source.subscribe(listener);
    await expect(source.read()).rejects.toThrow('offline');
    expect(source.getSnapshot()).toBeNull();
    await source.read();
    await source.read();
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refresh() reads remotes.json again (a rollback since), and later reads give that answer', async () => {
    const fetchConfig = jest
      .fn()
      .mockResolvedValueOnce(config([]))
      .mockResolvedValueOnce({ ...config([]), remotes: { lab: LAB } })
      .mockRejectedValueOnce(new Error('offline'));
    const source = createRemotesSource({ fetchConfig, readOverrides: () => ({}) });
    await source.read();
    await expect(source.refresh()).resolves.toMatchObject({ remotes: { lab: LAB } });
    await expect(source.read()).resolves.toMatchObject({ remotes: { lab: LAB } });
    // A failed refresh keeps the last good answer.
    await expect(source.refresh()).rejects.toThrow('offline');
    await expect(source.read()).resolves.toMatchObject({ remotes: { lab: LAB } });
  });

  it('refresh() calls while one is on its way share its request; the next one asks again', async () => {
    const fetchConfig = jest.fn().mockResolvedValue(config([]));
    const source = createRemotesSource({ fetchConfig, readOverrides: () => ({}) });
    await source.read();
    // The dashboard's four widgets revalidating their remotes as they mount.
    await Promise.all([source.refresh(), source.refresh(), source.refresh(), source.refresh()]);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    await source.refresh();
    expect(fetchConfig).toHaveBeenCalledTimes(3);
  });
});

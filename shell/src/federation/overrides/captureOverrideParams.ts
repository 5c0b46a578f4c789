// Runs once at start-up, before the router reads the address: stores the "remote-<name>" parameters
// for this tab and takes them out of the address bar, so a shared or bookmarked URL does not carry
// them and a reload does not re-apply a cleared override.
import { applyOverrideChanges, takeOverrideParams } from './overrideParams';
import { readStoredOverrides, writeStoredOverrides } from './overrideStorage';

export function captureOverrideParams(win: Window = window): void {
  const taken = takeOverrideParams(new URL(win.location.href));
  if (!taken) return;
  writeStoredOverrides(applyOverrideChanges(readStoredOverrides(), taken.changes));
  win.history.replaceState(win.history.state, '', taken.cleanedPath);
}

// The state an edit screen needs for a stale save: whether to show StaleRecordAlert, and a form key
// that changes when the vet reloads, so the form starts over from the fresh record.
import { useCallback, useState } from 'react';
import { isStaleWrite } from './staleWrite';

export function useStaleRecord() {
  const [stale, setStale] = useState(false);
  const [reloads, setReloads] = useState(0);
  /** Call with a failed save's error: true (and the alert shows) when it was a stale write. */
  const caught = useCallback((error: unknown) => {
    if (!isStaleWrite(error)) return false;
    setStale(true);
    return true;
  }, []);
  /** StaleRecordAlert's onReloaded: hides the alert and remounts the form (key `formKey`). */
  const reloaded = useCallback(() => {
    setStale(false);
    setReloads((count) => count + 1);
  }, []);
  return { stale, caught, reloaded, formKey: reloads };
}

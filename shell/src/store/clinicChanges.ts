// The session moved to another clinic (the clinic switcher, issue 25): the token stays the same, so the
// token's listeners do not hear it, yet every record cached by every remote is the previous clinic's.
// The switcher announces it; the store (makeStore.ts) empties every remote's cache, as it does when the
// token changes.
//
// The browser's other tabs share the token, so their session has moved too while they still show the
// previous clinic. The announcement reaches them through localStorage's `storage` event (fired in every
// tab but the writer): a fresh mark under CLINIC_CHANGED_KEY, carrying nothing of the clinic or the person.
// There the store empties its caches as well, and the layout follows (layout/useFollowOtherTabs.ts).

/** Where the switch came from: this tab's switcher, or another tab of the same browser. */
export type ClinicChangeSource = 'this-tab' | 'another-tab';

type Listener = (source: ClinicChangeSource) => void;

export const CLINIC_CHANGED_KEY = 'vet.clinicChanged';

const listeners = new Set<Listener>();

function notify(source: ClinicChangeSource): void {
  listeners.forEach((listener) => listener(source));
}

/** This tab's session moved to another clinic: tell this tab's listeners, then the other tabs. */
export function announceClinicChanged(): void {
  notify('this-tab');
  try {
    // A new value every time, or a second switch would not fire the event.
    window.localStorage.setItem(CLINIC_CHANGED_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // Storage unavailable (privacy mode, quota): other tabs learn of it on their next look-up.
  }
}

export function subscribeClinicChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CLINIC_CHANGED_KEY && event.newValue !== null) notify('another-tab');
  });
}

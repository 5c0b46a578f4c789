// The session moved to another clinic (the user menu's clinic switcher, issue 25): the token stays the
// same, so the token's listeners do not hear it, yet every record cached by every remote is the previous
// clinic's. The switcher announces it; the store (makeStore.ts) empties every remote's cache, as it does
// when the token changes.
type Listener = () => void;

const listeners = new Set<Listener>();

export function announceClinicChanged(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeClinicChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

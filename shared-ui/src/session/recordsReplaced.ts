// A restored backup replaces the account's records all at once (Perfil → Respaldo de datos): every
// remote's cached lists, details and dashboard counts then describe records that are gone. The remote
// that restored announces it; the shell, which knows every remote's cache, empties them all when the
// vet moves to another screen.
type Listener = () => void;

const listeners = new Set<Listener>();

export function announceRecordsReplaced(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeRecordsReplaced(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

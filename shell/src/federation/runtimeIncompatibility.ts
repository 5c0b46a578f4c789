// The federation runtime's own refusals of a remote, read as version skew: they become «Módulo no
// compatible» with the reason in Spanish instead of a load failure that retries and blames the network.
// Needed beside the check of requires.json (compatibility.ts) for releases without that file and for
// what it cannot see (a remote whose files lie about what they need).
import { causesOf } from './loadTimeout';

// share.ts of @module-federation/runtime-core, for a singleton with strictVersion.
const SINGLETON_MISMATCH =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;
// RUNTIME-012: a shared module the remote was built without (import: false) that this shell lacks.
const MISSING_SHARED = /#RUNTIME-012[\s\S]*"shareKey":"([^"]+)"/;

/** The reason, as the end of «El módulo de Laboratorio …», or null when `error` is no version skew. */
export function runtimeIncompatibility(error: unknown): string | null {
  for (const { message } of causesOf(error)) {
    const mismatch = SINGLETON_MISMATCH.exec(message);
    if (mismatch) {
      const [, provided, pkg, range] = mismatch;
      return `requiere ${pkg} ${range}; este sistema tiene ${provided}`;
    }
    const missing = MISSING_SHARED.exec(message);
    if (missing) return `requiere ${missing[1]}, que este sistema no ofrece`;
  }
  return null;
}

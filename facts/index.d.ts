// The types of index.js (which see).

export declare const TOKEN_STORAGE_KEY: 'AUTH_TOKEN';
export declare const EARLY_DATA_GLOBAL: '__vetEarlyData';
export declare const EARLY_DATA_INSTANTS: readonly ['today', 'monday', 'month', 'now'];
export declare function earlyRequests(
  tokenKey: string,
  dataId: string,
  hintsId: string,
  globalName: string,
): void;
export declare const PROVIDES_FILE: 'provides.json';
export declare const REQUIRES_FILE: 'requires.json';

/** A remote's mount points, as remotes.json lists them: a path pattern without "/*", e.g. "owners/:id". */
export interface Mounted<M extends { path: string }> {
  mounts: readonly M[];
}

export declare function mountForPath<M extends { path: string }>(
  path: string,
  remotes: Record<string, Mounted<M>>,
): { remote: string; mount: M } | null;

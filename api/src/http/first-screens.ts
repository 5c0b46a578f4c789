import { EARLY_DATA_URL, MAX_EARLY_DATA } from './early-data.js';

/**
 * A container's first-screens.json (written by its build, scripts/lib/first-screens.cjs): for each screen
 * it lists (the shell: "startup", "signedIn"; a remote: "./module" and the addresses a vet opens, such as
 * "/owners"), the scripts and stylesheets of its chunk group and the shared modules those consume; and
 * for each shared module the container provides, the same. Read by http/preload-hints.ts, which names a
 * first visit's files in the page's <head> (issue 29).
 */
export interface ScreenFiles {
  files: string[];
  shared: string[];
  /** The API addresses the screen asks for first, asked for by the page itself (http/early-data.ts). */
  data?: string[];
}

export interface FirstScreens {
  screens: Record<string, ScreenFiles>;
  provided: Record<string, ScreenFiles>;
}

/** A container's list with where its files are served from (a URL path ending in "/"). */
export interface FirstScreensSource {
  base: string;
  data: FirstScreens;
}

// A file the list names, relative to its folder: plain segments, none starting with "." (no "..", no
// hidden file, which static.ts would not serve), no scheme, no query; a script or a stylesheet.
export const RELATIVE_FILE = /^(?!\.|.*\/\.)[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;
const SCRIPT_OR_STYLE = /\.(js|css)$/;
// A share key: "react", "antd/es/table", "@reduxjs/toolkit/query".
const SHARE_KEY = /^(?:@[a-z0-9._-]+\/)?[a-z0-9._-]+(?:\/[a-z0-9._-]+)*$/i;
const MAX_ENTRIES = 500;
const MAX_FILES = 200;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function screenFiles(value: unknown): ScreenFiles | string {
  if (!isRecord(value) || !Array.isArray(value.files) || !Array.isArray(value.shared))
    return 'una entrada sin "files" o "shared"';
  if (value.files.length > MAX_FILES || value.shared.length > MAX_FILES) return 'una entrada demasiado larga';
  const files = value.files.filter((f): f is string => typeof f === 'string');
  const shared = value.shared.filter((s): s is string => typeof s === 'string');
  if (
    files.length !== value.files.length ||
    files.some((f) => !RELATIVE_FILE.test(f) || !SCRIPT_OR_STYLE.test(f))
  )
    return 'un archivo que no es un script o una hoja de estilo de su carpeta';
  if (shared.length !== value.shared.length || shared.some((s) => !SHARE_KEY.test(s)))
    return 'un módulo compartido con un nombre no válido';
  if (value.data === undefined) return { files, shared };
  const data = Array.isArray(value.data) ? value.data : [];
  if (
    !Array.isArray(value.data) ||
    data.length > MAX_EARLY_DATA ||
    data.some((url) => typeof url !== 'string' || !EARLY_DATA_URL.test(url))
  )
    return `"data" debe ser una lista de hasta ${MAX_EARLY_DATA} direcciones de /api`;
  return { files, shared, data: data as string[] };
}

function entries(value: unknown, field: string): Record<string, ScreenFiles> | string {
  if (!isRecord(value)) return `sin "${field}"`;
  const keys = Object.keys(value);
  if (keys.length > MAX_ENTRIES) return `"${field}" demasiado largo`;
  const out: Record<string, ScreenFiles> = {};
  for (const key of keys) {
    const files = screenFiles(value[key]);
    if (typeof files === 'string') return `"${field}.${key}": ${files}`;
    out[key] = files;
  }
  return out;
}

/** The parsed list, or why it can't be used. */
export function parseFirstScreens(content: string): FirstScreens | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return 'no es JSON';
  }
  if (!isRecord(parsed)) return 'no es un objeto';
  const screens = entries(parsed.screens, 'screens');
  if (typeof screens === 'string') return screens;
  const provided = entries(parsed.provided, 'provided');
  if (typeof provided === 'string') return provided;
  return { screens, provided };
}

/**
 * The URLs of `screen`'s files (from `base`) and of the shared modules it consumes, each through the first
 * of `providers` that provides it (the shell first: the host's copy is the one loaded), in turn with what
 * those consume. A shared module nobody lists adds nothing.
 */
export function screenUrls(
  screen: ScreenFiles,
  base: string,
  providers: readonly FirstScreensSource[],
): string[] {
  const urls = new Set<string>();
  const seen = new Set<string>();
  const visit = (files: ScreenFiles, from: string) => {
    for (const file of files.files) urls.add(from + file);
    for (const key of files.shared) {
      if (seen.has(key)) continue;
      seen.add(key);
      const provider = providers.find((p) => Object.hasOwn(p.data.provided, key));
      if (provider) visit(provider.data.provided[key]!, provider.base);
    }
  };
  visit(screen, base);
  return [...urls];
}

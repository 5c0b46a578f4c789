// Where each remote goes in the shell, as remotes.json declares it (issue #23: remotes join by
// configuration): its label, mount points, navigation entries and dashboard slot. The shell's source
// names no remote; a sixth one joins with an entry in the environment file and its release. Read
// defensively: the server validates the file (api/src/http/environment-file.ts), and whatever the
// shell still can't use is dropped (a bad nav entry loses that entry, not the remote).
import type { MountPoint, RemoteName } from '@vet/shared-ui/boot';

export type NavPlace = 'sidebar' | 'tiles' | 'bottomBar';

export interface NavEntry {
  label: string;
  /** An address inside the product ("/owners"). */
  to: string;
  /** One of the fixed set (layout/navIcons.tsx); an unknown name gets a neutral icon. */
  icon: string;
  /** Lower comes first, among the shell's own entries too (Inicio is 0). */
  order: number;
  in: NavPlace[];
}

export interface RemotePlacement {
  /** How a vet names the module: «No se pudo cargar el módulo de Propietarios». */
  label: string;
  mounts: MountPoint[];
  nav: NavEntry[];
  /** Present when the remote's dashboard widgets get a slot on «Panel de Resumen». */
  widgets?: { order: number };
}

export type Placements = Readonly<Record<RemoteName, RemotePlacement>>;

const NAV_PLACES: readonly NavPlace[] = ['sidebar', 'tiles', 'bottomBar'];
const MOUNT_PATH = /^(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*)(?:\/(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*))*$/;
const INTERNAL_PATH = /^\/(?!\/)[A-Za-z0-9/_-]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLabel = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= 40;

const isOrder = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parseMount(raw: unknown): MountPoint | null {
  if (!isRecord(raw) || typeof raw.path !== 'string' || !MOUNT_PATH.test(raw.path)) return null;
  if (raw.area !== 'main' && raw.area !== 'auth') return null;
  return { path: raw.path, area: raw.area };
}

function parseNavEntry(raw: unknown): NavEntry | null {
  if (!isRecord(raw) || !isLabel(raw.label) || !isOrder(raw.order)) return null;
  if (typeof raw.to !== 'string' || !INTERNAL_PATH.test(raw.to)) return null;
  if (typeof raw.icon !== 'string' || !Array.isArray(raw.in)) return null;
  const places = NAV_PLACES.filter((place) => (raw.in as unknown[]).includes(place));
  if (places.length === 0) return null;
  return { label: raw.label.trim(), to: raw.to, icon: raw.icon, order: raw.order, in: places };
}

/** One remote's entry, or null when the shell can't place it (no label or no usable mount). */
export function parsePlacement(raw: unknown): RemotePlacement | null {
  if (!isRecord(raw) || !isLabel(raw.label) || !Array.isArray(raw.mounts)) return null;
  const mounts = raw.mounts.map(parseMount).filter((mount): mount is MountPoint => mount !== null);
  if (mounts.length === 0) return null;
  const nav = Array.isArray(raw.nav)
    ? raw.nav.map(parseNavEntry).filter((entry): entry is NavEntry => entry !== null)
    : [];
  const placement: RemotePlacement = { label: raw.label.trim(), mounts, nav };
  if (isRecord(raw.widgets) && isOrder(raw.widgets.order)) placement.widgets = { order: raw.widgets.order };
  return placement;
}

/** The remotes with a dashboard slot, in their order. */
export function widgetRemotes(placements: Placements): RemoteName[] {
  return Object.entries(placements)
    .filter(([, placement]) => placement.widgets)
    .sort(([, a], [, b]) => a.widgets!.order - b.widgets!.order)
    .map(([name]) => name);
}

/** Whether a remote is mounted at this path ("medical-history"): the shell's own placeholder yields. */
export function isMounted(placements: Placements, path: string): boolean {
  return Object.values(placements).some(({ mounts }) => mounts.some((mount) => mount.path === path));
}

/** The module's name for a vet, or its technical name when remotes.json gives none. */
export function labelOf(placements: Placements | null | undefined, name: RemoteName): string {
  return placements && Object.hasOwn(placements, name) ? placements[name].label : name;
}

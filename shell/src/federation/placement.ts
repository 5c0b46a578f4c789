// Where each remote goes in the shell, as remotes.json declares it (issue #23: remotes join by
// configuration): its label, mount points, navigation entries and dashboard slot. The shell's source
// names no remote; a sixth one joins with an entry in the environment file and its release. Read
// defensively: the server validates the file (api/src/http/environment-file.ts), and whatever the
// shell still can't use is dropped (a bad nav entry loses that entry, not the remote; a bad badge loses
// the badge, not the entry). A mount, a link or a widget slot may name the permission a member's role
// needs (issue 25): the server checks the name against its role table; the shell compares it with the
// session's `permissions` (layout/roleAllows.ts).
import type { MountPoint, RemoteName } from '@vet/shared-ui/boot';
import type { Permission } from '@vet/shared-ui';

/** A mount point, and the permission a role needs for the screens under it (none: every member). */
export interface PlacedMount extends MountPoint {
  permission?: Permission;
}

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
  /** Shown only when the session has this permission. */
  permission?: Permission;
  /** An address of this origin's API ("/api/notifications/count") answering `{ count }`: shown beside
   *  the label when above 0 (layout/NavBadge.tsx). */
  badge?: string;
}

export interface RemotePlacement {
  /** How a vet names the module: «No se pudo cargar el módulo de Propietarios». */
  label: string;
  mounts: PlacedMount[];
  nav: NavEntry[];
  /** Present when the remote's dashboard widgets get a slot on «Panel de Resumen» (for the roles with
   *  `permission`, when it names one). */
  widgets?: { order: number; permission?: Permission };
}

export type Placements = Readonly<Record<RemoteName, RemotePlacement>>;

const NAV_PLACES: readonly NavPlace[] = ['sidebar', 'tiles', 'bottomBar'];
const MOUNT_PATH = /^(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*)(?:\/(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*))*$/;
const INTERNAL_PATH = /^\/(?!\/)[A-Za-z0-9/_-]*$/;
const PERMISSION_NAME = /^[a-z]+(?:\.[a-z]+)*$/;
/** Asked with the session's token: this origin's API only, no "//", no query. */
const API_PATH = /^\/api(?:\/[A-Za-z0-9_-]+)+\/?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLabel = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= 40;

const isOrder = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `{}` without a permission, `{ permission }` with a well-formed name, null for anything else. Any name
 *  passes: the server has checked it, and one the session does not list hides what it guards. */
function parsePermission(raw: unknown): { permission?: Permission } | null {
  if (raw === undefined) return {};
  return typeof raw === 'string' && PERMISSION_NAME.test(raw) ? { permission: raw as Permission } : null;
}

function parseMount(raw: unknown): PlacedMount | null {
  if (!isRecord(raw) || typeof raw.path !== 'string' || !MOUNT_PATH.test(raw.path)) return null;
  if (raw.area !== 'main' && raw.area !== 'auth') return null;
  const permission = parsePermission(raw.permission);
  if (!permission) return null;
  return { path: raw.path, area: raw.area, ...permission };
}

function parseNavEntry(raw: unknown): NavEntry | null {
  if (!isRecord(raw) || !isLabel(raw.label) || !isOrder(raw.order)) return null;
  if (typeof raw.to !== 'string' || !INTERNAL_PATH.test(raw.to)) return null;
  if (typeof raw.icon !== 'string' || !Array.isArray(raw.in)) return null;
  const places = NAV_PLACES.filter((place) => (raw.in as unknown[]).includes(place));
  const permission = parsePermission(raw.permission);
  if (places.length === 0 || !permission) return null;
  // A badge the shell can't ask for is dropped, the link kept.
  const badge = typeof raw.badge === 'string' && API_PATH.test(raw.badge) ? { badge: raw.badge } : {};
  return {
    label: raw.label.trim(),
    to: raw.to,
    icon: raw.icon,
    order: raw.order,
    in: places,
    ...permission,
    ...badge,
  };
}

/** One remote's entry, or null when the shell can't place it (no label or no usable mount). */
export function parsePlacement(raw: unknown): RemotePlacement | null {
  if (!isRecord(raw) || !isLabel(raw.label) || !Array.isArray(raw.mounts)) return null;
  const mounts = raw.mounts.map(parseMount).filter((mount): mount is PlacedMount => mount !== null);
  if (mounts.length === 0) return null;
  const nav = Array.isArray(raw.nav)
    ? raw.nav.map(parseNavEntry).filter((entry): entry is NavEntry => entry !== null)
    : [];
  const placement: RemotePlacement = { label: raw.label.trim(), mounts, nav };
  const widgetsPermission = isRecord(raw.widgets) ? parsePermission(raw.widgets.permission) : null;
  if (isRecord(raw.widgets) && isOrder(raw.widgets.order) && widgetsPermission)
    placement.widgets = { order: raw.widgets.order, ...widgetsPermission };
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

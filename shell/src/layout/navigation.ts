// What the sidebar, the small-screen tiles and the bottom bar list: the shell's own entries and the
// remotes' entries from remotes.json (placement.ts), merged by their order. The shell's own are Inicio
// and the screens still to be built («en construcción»); such a placeholder gives way as soon as a
// remote is mounted at its path, and that remote's entries show instead; a remote's entry that names a
// permission shows only to the roles that have it (docs/product/dashboard-and-layout.md#navigation).
import type { CurrentUser } from '@vet/shared-ui';
import { isMounted, type NavEntry, type NavPlace, type Placements } from '../federation/placement';
import { roleAllows } from './roleAllows';

export interface ShellEntry extends NavEntry {
  /** A screen still to be built: an «en construcción» page until a remote is mounted at its path. */
  placeholder?: boolean;
  /** Where the entry shows without a link (the Consulta tile). */
  withoutLinkIn?: NavPlace[];
}

export const SHELL_ENTRIES: readonly ShellEntry[] = [
  { label: 'Inicio', to: '/', icon: 'home', order: 0, in: ['sidebar', 'bottomBar'] },
  {
    label: 'Consulta',
    to: '/medical-history',
    icon: 'stethoscope',
    order: 50,
    in: ['sidebar', 'tiles'],
    placeholder: true,
    withoutLinkIn: ['tiles'],
  },
  {
    label: 'Reportes',
    to: '/reports',
    icon: 'report',
    order: 60,
    in: ['sidebar', 'tiles'],
    placeholder: true,
  },
  {
    label: 'Notificaciones',
    to: '/notifications',
    icon: 'bell',
    order: 50,
    in: ['bottomBar'],
    placeholder: true,
  },
];

export interface NavItem {
  label: string;
  to: string;
  icon: string;
  /** False: shown without a link. */
  linked: boolean;
  /** The API address of the count shown beside the label (NavLabel.tsx), when the entry names one. */
  badge?: string;
}

/** The shell's placeholders that no remote has taken over yet. */
export function openPlaceholders(placements: Placements): ShellEntry[] {
  return SHELL_ENTRIES.filter((entry) => entry.placeholder && !isMounted(placements, entry.to.slice(1)));
}

export function navItems(placements: Placements, place: NavPlace, user: CurrentUser | null): NavItem[] {
  const open = openPlaceholders(placements);
  const shell = SHELL_ENTRIES.filter((entry) => !entry.placeholder || open.includes(entry)).map((entry) => ({
    entry,
    linked: !entry.withoutLinkIn?.includes(place),
  }));
  const remotes = Object.values(placements).flatMap(({ nav }) =>
    nav.filter((entry) => roleAllows(user, entry.permission)).map((entry) => ({ entry, linked: true })),
  );
  // A stable sort: on equal orders the shell's entries come first, then the remotes' in file order.
  return [...shell, ...remotes]
    .filter(({ entry }) => entry.in.includes(place))
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ entry: { label, to, icon, badge }, linked }) => ({
      label,
      to,
      icon,
      linked,
      ...(badge ? { badge } : {}),
    }));
}

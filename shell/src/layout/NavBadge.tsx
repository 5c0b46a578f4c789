// An entry's badge in the sidebar, the tiles and the bottom bar, when the environment file names one
// (navBadgeApi.ts): the count, when above 0, drawn beside the label and hidden from assistive technology;
// the link is named «Notificaciones, 3 pendientes» instead, its visible words first.
import type { ReactNode } from 'react';
import { formatCount, formatCountOf } from '@vet/shared-ui';
import { useNavBadgeCount } from './navBadgeApi';

export function useNavBadge(
  label: string,
  url: string | undefined,
): { 'aria-label'?: string; badge: ReactNode } {
  const count = useNavBadgeCount(url);
  if (count <= 0) return { badge: null };
  return {
    'aria-label': `${label}, ${formatCountOf(count, 'pendiente', 'pendientes')}`,
    badge: (
      <span className="shell-nav-badge" aria-hidden="true">
        {count > 99 ? '99+' : formatCount(count)}
      </span>
    ),
  };
}

// SPEC §2: the sidebar links, in order, with their Spanish labels.
import type { ComponentType } from 'react';
import { HomeIcon, OwnerIcon, PawIcon, ReportIcon, ScissorsIcon, StethoscopeIcon } from './icons';

export interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType;
}

export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Inicio', Icon: HomeIcon },
  { to: '/owners', label: 'Dueño', Icon: OwnerIcon },
  { to: '/patients', label: 'Mascota', Icon: PawIcon },
  { to: '/grooming-services', label: 'Peluquería', Icon: ScissorsIcon },
  { to: '/medical-history', label: 'Consulta', Icon: StethoscopeIcon },
  { to: '/reports', label: 'Reportes', Icon: ReportIcon },
];

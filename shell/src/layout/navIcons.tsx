// The fixed set of icons remotes.json's nav entries may name (README «Releases»): a remote picks one by
// name, and the shell draws it. A name outside the set gets a neutral icon rather than nothing.
import type { ComponentType } from 'react';
import {
  BellIcon,
  BoxIcon,
  CalendarIcon,
  ChartIcon,
  FlaskIcon,
  HomeIcon,
  OwnerIcon,
  PawIcon,
  ReportIcon,
  ScissorsIcon,
  StethoscopeIcon,
  SyringeIcon,
} from './icons';

export const NAV_ICONS: Readonly<Record<string, ComponentType>> = {
  home: HomeIcon,
  owner: OwnerIcon,
  paw: PawIcon,
  scissors: ScissorsIcon,
  stethoscope: StethoscopeIcon,
  report: ReportIcon,
  bell: BellIcon,
  flask: FlaskIcon,
  calendar: CalendarIcon,
  syringe: SyringeIcon,
  chart: ChartIcon,
  box: BoxIcon,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = Object.hasOwn(NAV_ICONS, name) ? NAV_ICONS[name] : BoxIcon;
  return <Icon />;
}

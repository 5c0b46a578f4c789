// The kinds of the pet's timeline (docs/product/clinical.md#the-pets-history): each one's word, its
// filter's, its picture, and where its record opens. Vaccines and deworming open in the history's own
// dialog; the others on their screens (grooming has none per service: the pet's grooming list).
import type { ComponentType } from 'react';
import { paths } from '@vet/shared-ui/contract';
import {
  FlaskIcon,
  PillIcon,
  ScissorsIcon,
  StethoscopeIcon,
  SyringeIcon,
  type IconProps,
} from '@vet/shared-ui/icons';
import type { HistoryKind } from '../../api/types';

interface KindInfo {
  /** One item's kind: «Vacuna». */
  label: string;
  /** The filter's option: «Vacunas». */
  filter: string;
  /** What the filter found none of: «Sin vacunas en la historia de Michi.» */
  none: string;
  Icon: ComponentType<IconProps>;
}

// Which kinds there are lives with the timeline's request: its route reads them without these pictures.
export { HISTORY_KINDS, isHistoryKind } from './historyRequest';

export const KINDS: Record<HistoryKind, KindInfo> = {
  consultation: { label: 'Consulta', filter: 'Consultas', none: 'consultas', Icon: StethoscopeIcon },
  vaccine: { label: 'Vacuna', filter: 'Vacunas', none: 'vacunas', Icon: SyringeIcon },
  deworming: {
    label: 'Desparasitación',
    filter: 'Desparasitaciones',
    none: 'desparasitaciones',
    Icon: PillIcon,
  },
  lab_exam: {
    label: 'Examen de laboratorio',
    filter: 'Laboratorio',
    none: 'exámenes de laboratorio',
    Icon: FlaskIcon,
  },
  grooming: {
    label: 'Peluquería',
    filter: 'Peluquería',
    none: 'servicios de peluquería',
    Icon: ScissorsIcon,
  },
};

/** The screen an item's record opens on; null for the kinds the history opens itself. */
export function recordPath(kind: HistoryKind, petId: string, id: string): string | null {
  switch (kind) {
    case 'consultation':
      return paths.consultation(petId, id);
    case 'lab_exam':
      return paths.labExam(petId, id);
    case 'grooming':
      return paths.petGrooming(petId);
    default:
      return null;
  }
}

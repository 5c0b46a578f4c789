// The 24 Venezuelan states and the phone dial codes, in the order the forms offer them
// (docs/product/common.md#lists-of-values).
import { VENEZUELAN_STATES } from './lists.generated';

// Written once in lists.json, with the API's copy (lists.generated.ts is made from it).
export { VENEZUELAN_STATES };
export type VenezuelanState = (typeof VENEZUELAN_STATES)[number];

export interface DialCode {
  country: string;
  code: string;
}

/** Owner form: the first entry (Colombia +57) is the default. */
export const OWNER_DIAL_CODES: readonly DialCode[] = [
  { country: 'Colombia', code: '+57' },
  { country: 'México', code: '+52' },
  { country: 'Argentina', code: '+54' },
  { country: 'España', code: '+34' },
  { country: 'Estados Unidos', code: '+1' },
  { country: 'Brasil', code: '+55' },
  { country: 'Perú', code: '+51' },
  { country: 'Chile', code: '+56' },
  { country: 'Ecuador', code: '+593' },
  { country: 'Venezuela', code: '+58' },
  { country: 'Panamá', code: '+507' },
  { country: 'Costa Rica', code: '+506' },
  { country: 'Guatemala', code: '+502' },
  { country: 'Bolivia', code: '+591' },
  { country: 'Paraguay', code: '+595' },
  { country: 'Uruguay', code: '+598' },
  { country: 'República Dominicana', code: '+1-809' },
  { country: 'Puerto Rico', code: '+1-787' },
];

/** Registration (vet WhatsApp): Venezuela +58 first, as the default. */
export const REGISTRATION_DIAL_CODES: readonly DialCode[] = [
  { country: 'Venezuela', code: '+58' },
  { country: 'Colombia', code: '+57' },
  { country: 'Ecuador', code: '+593' },
  { country: 'Perú', code: '+51' },
  { country: 'México', code: '+52' },
  { country: 'Estados Unidos', code: '+1' },
  { country: 'España', code: '+34' },
];

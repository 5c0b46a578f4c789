// The closed lists of values the forms offer and the API accepts (docs/product/common.md#lists-of-values),
// written once in lists.json (lists.generated.ts is made from it, as the API's copy is).
import {
  GROOMING_SERVICES,
  MUCOUS_MEMBRANES,
  PAYMENT_TYPES,
  PRESCRIPTION_ROUTES,
  PRESCRIPTION_UNITS,
  PREVENTIVE_KIND_LABELS,
  PREVENTIVE_PRODUCTS,
  SEXES,
  SPECIES,
} from './lists.generated';

export { GROOMING_SERVICES, PAYMENT_TYPES, SEXES, SPECIES };
// The clinical record's (docs/product/clinical.md).
export {
  MUCOUS_MEMBRANES,
  PRESCRIPTION_ROUTES,
  PRESCRIPTION_UNITS,
  PREVENTIVE_KIND_LABELS,
  PREVENTIVE_PRODUCTS,
};
export type Species = (typeof SPECIES)[number];
export type Sex = (typeof SEXES)[number];
export type GroomingServiceType = (typeof GROOMING_SERVICES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];

// The closed lists of values the forms offer and the API accepts (docs/product/common.md#lists-of-values).

export const SPECIES = ['Canino', 'Felino', 'Conejo', 'Ave', 'Reptil', 'Roedor', 'Hurón', 'Otro'] as const;
export type Species = (typeof SPECIES)[number];

export const SEXES = ['Macho', 'Hembra'] as const;
export type Sex = (typeof SEXES)[number];

export const GROOMING_SERVICES = ['Corte', 'Baño', 'Corte y Baño'] as const;
export type GroomingServiceType = (typeof GROOMING_SERVICES)[number];

export const PAYMENT_TYPES = ['Efectivo', 'Pago Movil', 'Zelle', 'Otro'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

// Generated from shared-ui/src/constants/lists.json by `npm run generate:lists`: edit the JSON, not this file.

export const SPECIES = ['Canino', 'Felino', 'Conejo', 'Ave', 'Reptil', 'Roedor', 'Hurón', 'Otro'] as const;

export const SEXES = ['Macho', 'Hembra'] as const;

export const GROOMING_SERVICES = ['Corte', 'Baño', 'Corte y Baño'] as const;

export const PAYMENT_TYPES = ['Efectivo', 'Pago Movil', 'Zelle', 'Otro'] as const;

export const VENEZUELAN_STATES = [
  'Amazonas',
  'Anzoátegui',
  'Apure',
  'Aragua',
  'Barinas',
  'Bolívar',
  'Carabobo',
  'Cojedes',
  'Delta Amacuro',
  'Distrito Capital',
  'Falcón',
  'Guárico',
  'Lara',
  'Mérida',
  'Miranda',
  'Monagas',
  'Nueva Esparta',
  'Portuguesa',
  'Sucre',
  'Táchira',
  'Trujillo',
  'Vargas',
  'Yaracuy',
  'Zulia',
] as const;

// The reports remote's sentences in Spanish,
// in one place for its screens and their tests.
export const MSG = {
  homeTitle: 'Reportes',
  homeIntro: 'Aquí irán las pantallas de este módulo.',
} as const;

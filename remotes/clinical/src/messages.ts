// The clinical remote's sentences in Spanish,
// in one place for its screens and their tests.
export const MSG = {
  homeTitle: 'Consultas',
  homeIntro: 'Aquí irán las pantallas de este módulo.',
} as const;

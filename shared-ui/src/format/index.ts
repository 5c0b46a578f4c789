export * from './date';
export * from './money';
export * from './age';
export * from './count';
export { formatNumber, parseNumber } from './number';

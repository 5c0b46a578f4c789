export * from './toast';
export * from './locations';
export * from './domain';
export * from './limits';
export * from './email';

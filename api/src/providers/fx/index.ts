export * from './currencies';
export * from './types';
export { convertAedMinor } from './convert';
export { createTableFxProvider } from './table-provider';

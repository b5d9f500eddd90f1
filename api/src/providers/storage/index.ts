export * from './types';
export { createLocalDiskStorage } from './local-disk';

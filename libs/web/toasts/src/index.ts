export * from './lib/toast-slice';
export * from './lib/api-error-toaster';
export * from './lib/Toaster';
export * from './lib/split-toast';

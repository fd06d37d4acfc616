export * from './lib/ui-slice';

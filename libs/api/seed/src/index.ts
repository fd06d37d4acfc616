export * from './lib/seed-month';
export * from './lib/seed-database';

export * from './lib/delayed-tooltip';
export * from './lib/scroll-to-section';

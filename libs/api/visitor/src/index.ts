export * from './lib/cookie-secret';
export * from './lib/visitor-cookie';

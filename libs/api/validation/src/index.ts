// What every request's input is held to: the bodies the API takes and the rules every body and
// query string meet (acceptBodies), then each DTO's own rules through Nest's ValidationPipe, and
// the field rules the DTOs share.
export * from './lib/request-bodies';
export * from './lib/input-rules';
export * from './lib/validation-pipe';
export * from './lib/trim';
export * from './lib/one-line';

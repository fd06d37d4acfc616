export * from './lib/storefront';
export type { DropSource } from './lib/drop-pages';
export { StorefrontBuildError } from './lib/manifest';

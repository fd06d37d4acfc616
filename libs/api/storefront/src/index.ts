export * from './lib/storefront';
export { StorefrontBuildError } from './lib/manifest';

// The storefront's editorial content and artwork paths: plain data, no React, imported by the web app.
export * from './lib/types';
export * from './lib/brand';
export * from './lib/images';
export * from './lib/copy';
export * from './lib/meta';
export * from './lib/ingredients';
export * from './lib/process-steps';
export * from './lib/testimonials';
export * from './lib/blog-posts';
export * from './lib/blog-teasers';
export * from './lib/reading-time';
export * from './lib/support-pages';
export * from './lib/legal-pages';

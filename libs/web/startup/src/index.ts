// The storefront's start-up in the browser: hydrating the prerendered page to match it, and
// making sure no early press is lost (RULES.md beside this file's folder). The prerender's half is
// `@shop/web/startup/server`; the build's, `libs/web/startup/build`.
export { createEmotionCache, EMOTION_KEY, PRERENDERED_STYLES_ATTRIBUTE, prerenderedClasses } from './lib/styles/emotion-cache';
export { useHydrating } from './lib/hydration/use-hydrating';
export { usePageReady, usePartHydrated } from './lib/hydration/page-ready';
export type { LazyPart } from './lib/hydration/page-ready';
export { SCRIPTED_FORM } from './lib/hydration/scripted-form';

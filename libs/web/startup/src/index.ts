// The storefront's start-up machinery, in the browser: what makes the first paint fast and the
// page live without long tasks, and the rules it keeps (RULES.md beside this file's folder). The
// prerender's half is `@shop/web/startup/server`; the build's, `libs/web/startup/build`.
export type { StartableShop } from './lib/boot/start-shop';
export { markHistoryEntry } from './lib/boot/history-entry';
export { nextTask } from './lib/boot/next-task';
export { loadAfter } from './lib/api/load-after';
export { createEmotionCache, EMOTION_KEY, PRERENDERED_STYLES_ATTRIBUTE, prerenderedClasses } from './lib/styles/emotion-cache';
export { HydrateWhenNeeded } from './lib/hydration/HydrateWhenNeeded';
export type { HydrateWhenNeededProps } from './lib/hydration/HydrateWhenNeeded';
export { useHydrating } from './lib/hydration/use-hydrating';
export { usePageReady, usePartHydrated } from './lib/hydration/page-ready';
export type { LazyPart } from './lib/hydration/page-ready';
export { SCRIPTED_FORM } from './lib/hydration/scripted-form';

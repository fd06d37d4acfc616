// What the app's entry (apps/web/src/main.tsx) imports: the start-up's steps alone, so that the
// entry's file holds nothing else of this library.
export { startShop } from './lib/boot/start-shop';
export type { StartableShop } from './lib/boot/start-shop';

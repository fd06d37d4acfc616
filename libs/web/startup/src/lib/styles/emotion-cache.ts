import createCache, { type EmotionCache, type StylisElement } from '@emotion/cache';

/**
 * The prefix of every class Emotion writes (`c-1x2y3z`). The prerender and the browser must use the
 * same key, or hydration would find none of the page's classes. Not Emotion's default `css`: with
 * that key Emotion's client moves every server-rendered `<style>` to the end of <head> when it
 * starts, and each move makes the browser restyle the whole page.
 */
export const EMOTION_KEY = 'c';

/**
 * The only vendor prefixes the storefront's CSS still needs: Safari wants `-webkit-user-select`
 * (buttons would otherwise select their label on a long press) and, before Safari 18,
 * `-webkit-backdrop-filter`. Emotion's default prefixer adds `-webkit-`, `-moz-` and `-ms-` forms of
 * flexbox, transitions and more for browsers the build's ES2022 target excludes anyway: about a
 * tenth of the landing page's inline CSS, and work on every style Emotion inserts.
 */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter']);

function webkitPrefixes(element: StylisElement): void {
  // 'decl' is stylis's DECLARATION: `props` is then the property, `value` the whole declaration.
  if (element.type === 'decl' && typeof element.props === 'string' && WEBKIT_ONLY.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
}

/**
 * The attribute of a prerendered page's <style> of component classes (written by `renderPage`,
 * apps/web/src/entry-server.tsx): the classes the prerender made that have no rule in it.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-shop-styles';

/**
 * The Emotion classes a prerendered page already has: every class its CSS names (`.c-1x2y3z`),
 * and the ones listed in the attribute.
 */
export function prerenderedClasses(root: ParentNode): string[] {
  const classes: string[] = [];
  const selector = new RegExp(`\\.${EMOTION_KEY}-([a-z0-9]+)`, 'g');
  for (const tag of root.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    classes.push(...(tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
    for (const match of (tag.textContent ?? '').matchAll(selector)) classes.push(match[1]);
  }
  return classes;
}

/**
 * A new Emotion cache, as the prerender (one per page) and the browser (one per load) use it. In
 * a browser it starts with the prerendered page's classes marked as present, so hydration neither
 * inserts them again nor, as Emotion's own server-rendering support does, moves the page's
 * <style> elements to the end of <head> (each move restyles the whole page).
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [webkitPrefixes] });
  if (typeof document !== 'undefined') for (const id of prerenderedClasses(document)) cache.inserted[id] = true;
  return cache;
}

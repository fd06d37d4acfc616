import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
// @mui/system's provider, as Material's own provider hands a theme without CSS variables on: the
// Material one also brings the CSS-variables provider and its color-scheme script, which this
// theme never uses (about 3 KB gzip before the page is live).
import { ThemeProvider } from '@mui/system';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from './store';
import { theme } from './theme';

export interface ShopProvidersProps {
  store: AppStore;
  /** Where Emotion keeps the styles (`createEmotionCache`): one per page in the prerender, one per load in the browser. */
  emotionCache: EmotionCache;
  /** The state the prerendered HTML was made from, for hydration (react-redux's `serverState`). */
  serverState?: RootState;
  /**
   * The page-wide CSS (`<GlobalCss />`): given by the prerender and the dev server's empty page,
   * not when hydrating a prerendered page, which holds it as a plain <style>. Rendered again in
   * the browser, Emotion's global styles would move their <style> elements around <head>, and each
   * move restyles the whole page. They render no element, so hydration is the same without them.
   */
  globalCss?: ReactNode;
  children: ReactNode;
}

/** What surrounds the app in the browser and in the prerender alike: the two trees must match. */
export function ShopProviders({ store, emotionCache, serverState, globalCss, children }: ShopProvidersProps) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <Provider store={store} serverState={serverState}>
          <ThemeProvider theme={theme}>
            {globalCss}
            {children}
          </ThemeProvider>
        </Provider>
      </CacheProvider>
    </StrictMode>
  );
}

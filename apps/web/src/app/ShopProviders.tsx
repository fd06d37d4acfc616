import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { createStore } from './store';
import { globalStyles } from './global-styles';
import { theme } from './theme';

type ShopStore = ReturnType<typeof createStore>['store'];

export interface ShopProvidersProps {
  store: ShopStore;
  /** Where Emotion keeps the styles (`createEmotionCache`): one per page in the prerender, one per load in the browser. */
  emotionCache: EmotionCache;
  /** The state the prerendered HTML was made from, for hydration (react-redux's `serverState`). */
  serverState?: ReturnType<ShopStore['getState']>;
  /**
   * False when the page already holds the page-wide CSS (a prerendered page: the prerender writes
   * it as a plain <style>). Rendered again in the browser, Emotion's global styles would move
   * their <style> elements around <head>, and each move restyles the whole page. They render
   * no element, so hydration is the same without them.
   */
  globalCss?: boolean;
  children: ReactNode;
}

/** What surrounds the app in the browser and in the prerender alike: the two trees must match. */
export function ShopProviders({ store, emotionCache, serverState, globalCss = true, children }: ShopProvidersProps) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <Provider store={store} serverState={serverState}>
          <ThemeProvider theme={theme}>
            {globalCss ? (
              <>
                <CssBaseline />
                <GlobalStyles styles={globalStyles} />
              </>
            ) : null}
            {children}
          </ThemeProvider>
        </Provider>
      </CacheProvider>
    </StrictMode>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { createStore } from './store';
import { globalStyles, theme } from './theme';

type ShopStore = ReturnType<typeof createStore>['store'];

export interface ShopProvidersProps {
  store: ShopStore;
  /** The state the prerendered HTML was made from, for hydration (react-redux's `serverState`). */
  serverState?: ReturnType<ShopStore['getState']>;
  children: ReactNode;
}

/** What surrounds the app in the browser and in the prerender alike: the two trees must match. */
export function ShopProviders({ store, serverState, children }: ShopProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <GlobalStyles styles={globalStyles} />
          {children}
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}

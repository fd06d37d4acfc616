import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { whenCartRestored } from './app/cart-restored';
import { createStore } from './app/store';
import { globalStyles, theme } from './app/theme';

const { store, persistor } = createStore();
const root = createRoot(document.getElementById('root') as HTMLElement);

// The first render waits for the stored cart (read synchronously, back within a microtask), so
// the badge never flashes empty. It is started here rather than by redux-persist's PersistGate:
// the gate re-renders the whole page as an ordinary update, one long blocking task on a phone
// (bench:web measured 336 ms of blocking time with it, 174 ms without), while a transition lets
// React yield to the browser every few milliseconds.
whenCartRestored(persistor, () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <GlobalStyles styles={globalStyles} />
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </ThemeProvider>
        </Provider>
      </StrictMode>,
    ),
  ),
);

import { createTheme } from '@mui/material/styles';

/** A warm, quiet palette: cocoa, cream and caramel, for a premium bakery rather than a candy shop. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#5a3522', dark: '#3b2418', light: '#8a5a3c', contrastText: '#fffaf3' },
    secondary: { main: '#b8752f', contrastText: '#1f130c' },
    background: { default: '#fbf6ef', paper: '#ffffff' },
    text: { primary: '#2a1a12', secondary: '#5e4a3d' },
    error: { main: '#b3261e' },
  },
  shape: { borderRadius: 12 },
  components: {
    // MUI marks keyboard focus with a ripple only; a solid ring is easier to see on every control.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #b8752f', outlineOffset: 2 } } },
    },
  },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

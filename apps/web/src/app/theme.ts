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

/** Page-wide rules the components rely on: room under the fixed navigation and a clear focus ring. */
export const globalStyles = {
  // Sections scrolled to stay clear of the fixed navigation.
  'section[id], article[id]': { scrollMarginTop: 72 },
  // MUI's buttons carry `outline: 0` in their own class, which outranks a bare :focus-visible, and
  // mark keyboard focus with a class only once their part of the page has hydrated: a keyboard
  // user tabbing into a section still waiting to hydrate (or reading with JavaScript off) saw no
  // ring at all. This selector outranks that class, so the ring shows from the first Tab.
  ':focus-visible, .MuiButtonBase-root:focus-visible': { outline: '3px solid #b8752f', outlineOffset: 2 },
  // Sections receive focus programmatically after a scroll; the ring is for controls.
  'section[tabindex="-1"]:focus, main[tabindex="-1"]:focus': { outline: 'none' },
} as const;

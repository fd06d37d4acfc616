import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SCROLL_MARGIN_PX } from '@shop/web/ui';

/** Page-wide rules the components rely on: room under the fixed navigation and a clear focus ring. */
const globalStyles = {
  // Sections scrolled to stay clear of the fixed navigation (every one: none sets its own).
  'section[id], article[id]': { scrollMarginTop: SCROLL_MARGIN_PX },
  // MUI's buttons carry `outline: 0` in their own class, which outranks a bare :focus-visible, and
  // mark keyboard focus with a class only once their part of the page has hydrated: a keyboard
  // user tabbing into a section still waiting to hydrate (or reading with JavaScript off) saw no
  // ring at all. This selector outranks that class, so the ring shows from the first Tab.
  ':focus-visible, .MuiButtonBase-root:focus-visible': { outline: '3px solid #b8752f', outlineOffset: 2 },
  // Sections receive focus programmatically after a scroll; the ring is for controls.
  'section[tabindex="-1"]:focus, main[tabindex="-1"]:focus': { outline: 'none' },
} as const;

/**
 * The page-wide CSS, rendered by the prerender (which writes it as a plain <style>) and by the
 * Vite dev server's empty page; a prerendered page already holds it, so the browser's bundle for
 * such a page does not carry it.
 */
export function GlobalCss() {
  return (
    <>
      <CssBaseline />
      <GlobalStyles styles={globalStyles} />
    </>
  );
}

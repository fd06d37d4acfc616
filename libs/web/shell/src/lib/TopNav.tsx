import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import Toolbar from '@mui/material/Toolbar';
import { DelayedTooltip, NAV_HEIGHT_PX } from '@shop/web/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { WORDMARK } from './brand';
import { NAV_COPY } from './copy';
import { mobileMenuClosed, mobileMenuToggled, selectMobileMenuOpen, type UiState } from './ui-slice';

export interface TopNavProps {
  /** Scrolls to (or, away from the landing page, navigates to) a section by id. */
  onNavigate(sectionId: string): void;
  /** Where section links point without script: "" on the landing page, "/" elsewhere. */
  hrefBase?: string;
  /** The cart button with its badge: the cart feature's, placed here by the app. */
  cartButton: ReactNode;
}

/** The fixed top navigation: wordmark, five section links (a menu on small screens) and the cart button. */
export function TopNav({ onNavigate, hrefBase = '', cartButton }: TopNavProps) {
  const dispatch = useDispatch();
  const menuOpen = useSelector((state: { ui: UiState }) => selectMobileMenuOpen(state));

  const go = (target: string) => (event: MouseEvent) => {
    event.preventDefault();
    dispatch(mobileMenuClosed());
    onNavigate(target);
  };
  // The same five entries in the bar and in the small screens' menu.
  const links = (sx: SystemStyleObject<Theme>, fullWidth = false) =>
    NAV_COPY.links.map((link) => (
      <li key={link.target}>
        <Button fullWidth={fullWidth} href={`${hrefBase}#${link.target}`} onClick={go(link.target)} sx={{ color: 'text.primary', ...sx }}>
          {link.label}
        </Button>
      </li>
    ));
  const menuLabel = menuOpen ? NAV_COPY.closeMenuLabel : NAV_COPY.openMenuLabel;

  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 1100,
        bgcolor: 'rgba(251, 246, 239, 0.96)',
        color: 'text.primary',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ minHeight: NAV_HEIGHT_PX, height: NAV_HEIGHT_PX, gap: 1 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={NAV_COPY.homeLabel}
            onClick={() => window.scrollTo({ top: 0 })}
            sx={{
              textDecoration: 'none',
              fontFamily: 'Georgia, "Times New Roman", serif',
              fontWeight: 700,
              fontSize: { xs: '1.2rem', sm: '1.4rem' },
              color: 'primary.dark',
              letterSpacing: '0.01em',
              mr: 'auto',
              whiteSpace: 'nowrap',
            }}
          >
            {WORDMARK}
          </Box>
          <Box component="ul" sx={{ display: { xs: 'none', md: 'flex' }, listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
            {links({ px: 1.5 })}
          </Box>
          {cartButton}
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <DelayedTooltip title={menuLabel}>
              <IconButton
                aria-label={menuLabel}
                aria-expanded={menuOpen}
                aria-controls="mobile-menu"
                onClick={() => dispatch(mobileMenuToggled())}
                edge="end"
                sx={{ color: 'primary.dark' }}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </IconButton>
            </DelayedTooltip>
          </Box>
        </Toolbar>
      </Container>
      {menuOpen ? (
        <Box
          component="ul"
          id="mobile-menu"
          sx={{
            display: { md: 'none' },
            listStyle: 'none',
            m: 0,
            px: 2,
            pb: 2,
            pt: 0,
            '@keyframes menu-in': { from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } },
            animation: 'menu-in 180ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {links({ justifyContent: 'flex-start', py: 1.25, fontSize: '1rem' }, true)}
        </Box>
      ) : null}
    </Box>
  );
}

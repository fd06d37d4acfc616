import { styled } from '@mui/material/styles';
import { FOOTER_COPY } from '../copy';
import { LEGAL_PAGES } from '../legal-pages';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { SOCIAL_ICONS } from './social-icons';
import { SocialIcon } from './SocialIcon';

// The dialogs' words and MUI's Dialog are a chunk of their own, fetched at the first click on a
// support link: the page does not need them to go live. They call no /api (the rule's
// withoutShopApi is the app's, which a library cannot import).
// eslint-disable-next-line no-restricted-syntax
const SupportDialog = lazy(() => import('./SupportDialog'));

type SupportLink = (typeof FOOTER_COPY.supportLinks)[number];

export interface SiteFooterProps {
  /** Scrolls to a landing-page section by id; the app owns scrolling (and the fixed navigation's offset). */
  onNavigate(sectionId: string): void;
}

const Root = styled('footer')(({ theme }) => ({
  background: theme.palette.primary.dark,
  color: '#fbf6ef',
  paddingTop: theme.spacing(6),
  paddingBottom: theme.spacing(4),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(8) },
  '& .footer-inner': {
    maxWidth: theme.breakpoints.values.lg,
    marginInline: 'auto',
    paddingInline: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(3) },
  },
  '& .footer-columns': {
    display: 'grid',
    gap: theme.spacing(4),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.breakpoints.up('md')]: { gap: theme.spacing(6), gridTemplateColumns: '2fr 1fr 1fr 1fr' },
  },
  '& .footer-wordmark': {
    margin: `0 0 ${theme.spacing(1.5)}`,
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontSize: '1.5rem',
    fontWeight: 700,
  },
  '& .footer-blurb': { ...theme.typography.body2, margin: 0, opacity: 0.85, lineHeight: 1.7, maxWidth: 360 },
  '& h2': { ...theme.typography.subtitle1, margin: `0 0 ${theme.spacing(1.5)}`, fontWeight: 700, color: '#f3dcc0' },
  '& ul': { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.spacing(1) },
  '& .footer-link, & .footer-legal a': {
    color: 'inherit',
    opacity: 0.85,
    '&:hover': { opacity: 1, textDecoration: 'underline' },
    '&:focus-visible': { opacity: 1, outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 },
  },
  '& .footer-link': {
    appearance: 'none',
    background: 'none',
    border: 0,
    padding: 0,
    cursor: 'pointer',
    font: 'inherit',
    textAlign: 'left',
  },
  '& .footer-social li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), opacity: 0.85 },
  '& .footer-bottom': {
    ...theme.typography.body2,
    marginTop: theme.spacing(4),
    paddingTop: theme.spacing(4),
    borderTop: '1px solid rgba(251,246,239,0.2)',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: theme.spacing(1.5),
    [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
  },
  '& .footer-bottom p': { margin: 0, opacity: 0.85 },
  '& .footer-legal': { display: 'flex', gap: theme.spacing(3) },
  '& .footer-legal a': { textDecoration: 'none' },
}));

/**
 * The footer (spec §2). Quick links scroll, support links open dialogs with real content. Social
 * entries have no destination yet, so they are plain text rather than links that jump the page;
 * the legal entries are pages of their own (/privacy, /terms).
 */
export function SiteFooter({ onNavigate }: SiteFooterProps) {
  const [openLink, setOpenLink] = useState<SupportLink | null>(null);
  // Mounted from the first opening on, so the dialog's closing transition runs.
  const [dialogWanted, setDialogWanted] = useState(false);
  const open = (link: SupportLink) => {
    setDialogWanted(true);
    setOpenLink(link);
  };

  return (
    <Root id="footer">
      <div className="footer-inner">
        <div className="footer-columns">
          <div>
            <p className="footer-wordmark">{FOOTER_COPY.wordmark}</p>
            <p className="footer-blurb">{FOOTER_COPY.blurb}</p>
          </div>
          <nav aria-label={FOOTER_COPY.quickLinksHeading}>
            <h2>{FOOTER_COPY.quickLinksHeading}</h2>
            <ul>
              {FOOTER_COPY.quickLinks.map((link) => (
                <li key={link.label}>
                  <button type="button" className="footer-link" onClick={() => onNavigate(link.target)}>
                    {link.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={FOOTER_COPY.supportHeading}>
            <h2>{FOOTER_COPY.supportHeading}</h2>
            <ul>
              {FOOTER_COPY.supportLinks.map((link) => (
                <li key={link.id}>
                  <button type="button" className="footer-link" aria-haspopup="dialog" onClick={() => open(link)}>
                    {link.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>{FOOTER_COPY.socialHeading}</h2>
            <ul className="footer-social">
              {FOOTER_COPY.social.map((name) => (
                <li key={name}>
                  <SocialIcon src={SOCIAL_ICONS[name]} />
                  {name}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="footer-bottom">
          <p>{FOOTER_COPY.copyright}</p>
          <ul className="footer-legal">
            {LEGAL_PAGES.map((legal) => (
              <li key={legal.path}>
                <Link to={legal.path}>{legal.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <SupportDialog link={openLink} onClose={() => setOpenLink(null)} />
        </Suspense>
      ) : null}
    </Root>
  );
}

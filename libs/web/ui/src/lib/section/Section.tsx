import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

const Root = styled('section')(({ theme }) => ({
  paddingBlock: theme.spacing(8),
  [theme.breakpoints.up('md')]: { paddingBlock: theme.spacing(12) },
  '&.section-tinted': { backgroundColor: '#f5ebdf' },
  '& > .section-inner': {
    maxWidth: theme.breakpoints.values.lg,
    marginInline: 'auto',
    paddingInline: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(3) },
  },
  '& .section-header': { textAlign: 'center', maxWidth: 720, marginInline: 'auto', marginBottom: theme.spacing(4) },
  [theme.breakpoints.up('md')]: { '& .section-header': { marginBottom: theme.spacing(6) } },
  '& .section-eyebrow': {
    ...theme.typography.overline,
    margin: `0 0 ${theme.spacing(1)}`,
    color: theme.palette.primary.light,
    letterSpacing: '0.16em',
    fontWeight: 700,
  },
  '& .section-heading': {
    ...theme.typography.h2,
    margin: `0 0 ${theme.spacing(2)}`,
    fontSize: '1.9rem',
    color: theme.palette.primary.dark,
    [theme.breakpoints.up('md')]: { fontSize: '2.6rem' },
  },
  '& .section-lead': {
    ...theme.typography.body1,
    margin: 0,
    color: theme.palette.text.secondary,
    lineHeight: 1.7,
    [theme.breakpoints.up('md')]: { fontSize: '1.1rem' },
  },
}));

export interface SectionProps {
  /** The section's id, the target of in-page navigation; the h2 gets `${id}-heading`. */
  id: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  /** The warm alternate background, to separate neighbouring sections. */
  tinted?: boolean;
  children: ReactNode;
}

/**
 * A landing-page section: <section id> labelled by its h2, with the eyebrow and lead paragraph,
 * centred at the theme's large width. One stylesheet for every section keeps render cost low.
 */
export function Section({ id, eyebrow, heading, text, tinted = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Root id={id} aria-labelledby={headingId} className={tinted ? 'section-tinted' : undefined}>
      <div className="section-inner">
        <header className="section-header">
          {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
          <h2 id={headingId} className="section-heading">
            {heading}
          </h2>
          {text && <p className="section-lead">{text}</p>}
        </header>
        {children}
      </div>
    </Root>
  );
}

import { Box, Typography } from '@mui/material';

export interface SectionHeaderProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  align?: 'left' | 'center';
}

/** The eyebrow, h2 and lead paragraph that open every landing-page section, in one consistent voice. */
export function SectionHeader({ id, eyebrow, heading, text, align = 'center' }: SectionHeaderProps) {
  return (
    <Box sx={{ textAlign: align, maxWidth: 720, mx: align === 'center' ? 'auto' : 0, mb: { xs: 4, md: 6 } }}>
      {eyebrow && (
        <Typography component="p" variant="overline" sx={{ color: 'primary.light', letterSpacing: '0.16em', fontWeight: 700, mb: 1 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, color: 'primary.dark', mb: 2 }}>
        {heading}
      </Typography>
      {text && (
        <Typography variant="body1" sx={{ color: 'text.secondary', fontSize: { md: '1.1rem' }, lineHeight: 1.7 }}>
          {text}
        </Typography>
      )}
    </Box>
  );
}

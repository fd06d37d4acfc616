import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NEWSLETTER_COPY } from '../copy';
import { EmailSignupForm } from './EmailSignupForm';

/** The newsletter band between the reviews and the blog teasers. */
export function NewsletterSection() {
  return (
    <Box
      component="section"
      id="newsletter"
      aria-labelledby="newsletter-heading"
      sx={{ py: { xs: 8, md: 10 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="md" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2 }}>
        <Typography component="p" variant="overline" sx={{ letterSpacing: '0.16em', fontWeight: 700, color: '#f3d9b8' }}>
          {NEWSLETTER_COPY.eyebrow}
        </Typography>
        <Typography id="newsletter-heading" variant="h2" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          {NEWSLETTER_COPY.heading}
        </Typography>
        <Typography sx={{ maxWidth: 600, opacity: 0.92, mb: 2 }}>{NEWSLETTER_COPY.text}</Typography>
        <Box
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            p: 2,
            borderRadius: 3,
            width: '100%',
            maxWidth: 560,
            display: 'flex',
            justifyContent: 'center',
          }}
        >
          <EmailSignupForm id="newsletter" copy={NEWSLETTER_COPY} tone="inverse" list="newsletter" />
        </Box>
      </Container>
    </Box>
  );
}

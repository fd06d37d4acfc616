import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DROP_COPY } from '../copy';
import { SectionHeader } from '@shop/web/ui';
import { EmailSignupForm } from './EmailSignupForm';

/** The drop-model section, second on the page: what a drop is, and the notify form. */
export function NotifySection() {
  return (
    <Box component="section" id="notify" aria-labelledby="notify-heading" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <SectionHeader id="notify-heading" eyebrow={DROP_COPY.eyebrow} heading={DROP_COPY.heading} text={DROP_COPY.text} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: { xs: 4, md: 6 },
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {DROP_COPY.points.map((point) => (
            <Box component="li" key={point.title} sx={{ p: 3, borderRadius: 3, bgcolor: 'background.default', textAlign: 'center' }}>
              <Typography component="p" sx={{ fontFamily: 'Georgia, serif', fontSize: '1.5rem', fontWeight: 700, color: 'primary.main' }}>
                {point.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {point.text}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <EmailSignupForm id="notify" copy={DROP_COPY} />
          <Typography variant="body2" color="text.secondary">
            {DROP_COPY.privacyNote}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}

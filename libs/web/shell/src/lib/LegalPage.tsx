import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { belowNav, longDate } from '@shop/web/ui';
import { usePartHydrated } from '@shop/web/startup';
import { LEGAL_SECTIONS } from './legal-sections';
import type { LegalPage as LegalPageContent } from './types';

/** /privacy and /terms: plain reading pages, loaded as a chunk of their own like a post. */
export default function LegalPage({ page }: { page: LegalPageContent }) {
  usePartHydrated('content');
  const sections = LEGAL_SECTIONS[page.path];
  return (
    <Box component="article" aria-labelledby="legal-title" sx={{ pt: belowNav('48px'), pb: 10 }}>
      <Container maxWidth="md">
        <Typography
          id="legal-title"
          variant="h1"
          sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, color: 'primary.dark', lineHeight: 1.15, mb: 2 }}
        >
          {page.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Last updated <time dateTime={page.updated}>{longDate(page.updated)}</time>
        </Typography>
        <Typography sx={{ fontSize: '1.075rem', lineHeight: 1.8, mb: 3 }}>{page.intro}</Typography>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 4 }}>
            <Typography
              component="h2"
              sx={{ fontFamily: 'Georgia, "Times New Roman", serif', color: 'primary.dark', fontSize: '1.6rem', mb: 2 }}
            >
              {section.heading}
            </Typography>
            {section.body.map((paragraph) => (
              <Typography key={paragraph} sx={{ fontSize: '1.075rem', lineHeight: 1.8, mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Container>
    </Box>
  );
}

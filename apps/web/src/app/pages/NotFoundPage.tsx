import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_COPY } from '@shop/web/shell';
import { belowNav } from '@shop/web/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The one not-found view: the 404 page and the post-not-found page (spec §2) differ only in their
 * words and where their button leads.
 */
export function NotFoundView({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="not-found-title" sx={{ pt: belowNav('96px'), pb: 12, minHeight: '70vh' }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography id="not-found-title" variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, color: 'primary.dark', mb: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {text}
        </Typography>
        {action}
      </Container>
    </Box>
  );
}

/** Any path the storefront does not know (spec §2). */
export function NotFoundPage() {
  return (
    <NotFoundView
      title={NOT_FOUND_COPY.title}
      text={NOT_FOUND_COPY.text}
      action={
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {NOT_FOUND_COPY.homeLink}
        </Button>
      }
    />
  );
}

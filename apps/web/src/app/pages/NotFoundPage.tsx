import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_COPY } from '@shop/web/content';
import { Link as RouterLink } from 'react-router';

/** Any path the storefront does not know (spec §2). */
export function NotFoundPage() {
  return (
    <Box component="section" aria-labelledby="not-found-title" sx={{ pt: 'calc(64px + 96px)', pb: 12, minHeight: '70vh' }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography id="not-found-title" variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, color: 'primary.dark', mb: 2 }}>
          {NOT_FOUND_COPY.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {NOT_FOUND_COPY.text}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {NOT_FOUND_COPY.homeLink}
        </Button>
      </Container>
    </Box>
  );
}

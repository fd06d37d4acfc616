import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HERO_COPY } from './copy';
import { belowNav, FALLBACK_IMAGES, FallbackImage } from '@shop/web/ui';
import { Countdown } from './Countdown';

export interface HeroProps {
  /** When the drop opens (epoch ms): 15 days after the page loaded. */
  dropAt: number;
  onNavigate(sectionId: string): void;
}

/** The hero: badge, title, subtitle, the countdown and the two calls to action. */
export function Hero({ dropAt, onNavigate }: HeroProps) {
  return (
    <Box
      component="section"
      id="hero"
      aria-labelledby="hero-title"
      sx={{
        pt: { xs: belowNav('40px'), md: belowNav('72px') },
        pb: { xs: 6, md: 10 },
        color: '#fffaf3',
        background: 'radial-gradient(120% 90% at 85% 20%, #6b412a 0%, #3b2418 55%, #24150e 100%)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: { xs: 4, md: 6 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' } }}
      >
        <Box>
          <Box
            component="p"
            sx={{
              display: 'inline-block',
              m: 0,
              mb: 2,
              px: 1.5,
              py: 0.5,
              borderRadius: 99,
              bgcolor: 'secondary.main',
              color: '#1f130c',
              fontWeight: 700,
              fontSize: '0.8rem',
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
            }}
          >
            {HERO_COPY.badge}
          </Box>
          <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', sm: '3rem', md: '3.75rem' }, lineHeight: 1.08, mb: 2 }}>
            {/* Spec §2 quotes the title as a sentence, full stop included. */}
            {`${HERO_COPY.title}.`}
          </Typography>
          <Typography component="p" sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' }, fontWeight: 600, color: '#f3d9b8', mb: 1.5 }}>
            {HERO_COPY.subtitle}
          </Typography>
          <Typography sx={{ opacity: 0.9, maxWidth: 560, mb: 4, lineHeight: 1.7 }}>{HERO_COPY.lead}</Typography>
          <Box sx={{ mb: 4, minHeight: 88 }}>
            <Countdown target={dropAt} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              href="#notify"
              onClick={(event) => {
                event.preventDefault();
                onNavigate('notify');
              }}
            >
              {HERO_COPY.primaryCta}
            </Button>
            <Button
              variant="outlined"
              size="large"
              href="#catalog"
              onClick={(event) => {
                event.preventDefault();
                onNavigate('catalog');
              }}
              sx={{
                color: '#fffaf3',
                borderColor: 'rgba(255, 250, 243, 0.6)',
                '&:hover': { borderColor: '#fffaf3', bgcolor: 'rgba(255, 250, 243, 0.08)' },
              }}
            >
              {HERO_COPY.secondaryCta}
            </Button>
          </Box>
        </Box>
        <Box
          sx={{ display: { xs: 'none', md: 'block' }, borderRadius: 4, overflow: 'hidden', boxShadow: '0 30px 60px rgba(0, 0, 0, 0.35)' }}
        >
          <FallbackImage
            src={HERO_COPY.image}
            fallbackSrc={FALLBACK_IMAGES.product}
            alt={HERO_COPY.imageAlt}
            width={400}
            height={300}
            loading="eager"
          />
        </Box>
      </Container>
    </Box>
  );
}

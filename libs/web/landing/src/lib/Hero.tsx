import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HERO_COPY } from './copy';
import { belowNav, FALLBACK_IMAGES, FallbackImage } from '@shop/web/ui';
import { useHydrating } from '@shop/web/startup';
import { memo, useReducer } from 'react';
import { Countdown, UNKNOWN_COUNTDOWN } from './Countdown';
import { heroTime, heroView, type HeroDrop, type HeroView } from './hero-drop';

export interface HeroProps {
  /** When the demo's countdown ends (epoch ms): 15 days after the page loaded (phase `none`). */
  dropAt: number;
  /** The current drop: the one the page was rendered with, then the latest figures; none before either is known. */
  drop?: HeroDrop;
  onNavigate(sectionId: string): void;
}

/** The hero: badge, title, subtitle, the countdown and the two calls to action. */
export const Hero = memo(function Hero({ dropAt, drop, onNavigate }: HeroProps) {
  return (
    <Box
      component="section"
      id="hero"
      aria-labelledby="hero-title"
      // The drop this HTML says, read back before hydration (readHeroDrop) so that it renders the same.
      data-drop-phase={drop?.phase}
      data-drop-opens-at={drop?.opensAt ?? undefined}
      data-drop-closes-at={drop?.closesAt ?? undefined}
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
            <DropStatus dropAt={dropAt} drop={drop} />
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
});

const timeSx = { color: '#f3d9b8', mt: 1, mb: 0 } as const;

/**
 * The countdown or the drop's state, told truthfully: the demo's 15 days when no drop exists; the
 * real opening; "available now" with the closing; or that the next date goes to the list. Moves
 * on by itself when a countdown reaches zero.
 */
function DropStatus({ dropAt, drop }: { dropAt: number; drop?: HeroDrop }) {
  const hydrating = useHydrating();
  // A countdown at zero asks for a render: the view is worked out again from the clock.
  const [, countdownEnded] = useReducer((count: number) => count + 1, 0);
  const view: HeroView = heroView(drop, hydrating ? undefined : Date.now());
  const time = (iso: string) => <time dateTime={iso}>{heroTime(iso, hydrating)}</time>;

  switch (view.kind) {
    case 'demo':
      return <Countdown target={dropAt} />;
    case 'unknown':
      return <Countdown target={0} snapshot={UNKNOWN_COUNTDOWN} paused />;
    case 'scheduled':
      return (
        <>
          <Countdown key={view.opensAt} target={Date.parse(view.opensAt)} snapshot={UNKNOWN_COUNTDOWN} onDone={countdownEnded} />
          <Typography component="p" sx={timeSx}>
            {HERO_COPY.opensLabel} {time(view.opensAt)}
          </Typography>
        </>
      );
    case 'open':
      return (
        <>
          <Typography
            component="p"
            sx={{ fontFamily: 'Georgia, serif', fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 700, color: 'secondary.main', mb: 1 }}
          >
            {HERO_COPY.availableNow}
          </Typography>
          <Countdown
            key={view.closesAt}
            target={Date.parse(view.closesAt)}
            label={HERO_COPY.closesInLabel}
            snapshot={UNKNOWN_COUNTDOWN}
            onDone={countdownEnded}
          />
          <Typography component="p" sx={timeSx}>
            {HERO_COPY.closesLabel} {time(view.closesAt)}
          </Typography>
        </>
      );
    case 'closed':
      return (
        <Typography
          component="p"
          role="status"
          sx={{
            fontSize: { xs: '1.2rem', md: '1.4rem' },
            fontWeight: 600,
            color: 'secondary.main',
            minHeight: 88,
            display: 'flex',
            alignItems: 'center',
          }}
        >
          {HERO_COPY.closed}
        </Typography>
      );
  }
}

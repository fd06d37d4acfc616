import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HERO_COPY } from './copy';
import { useHydrating } from '@shop/web/startup';
import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS, DROP_COUNTDOWN_DAYS, formatCountdown, type CountdownParts } from './countdown-format';

/** What the prerendered page shows: the full window, as on a page that has just loaded (spec §2). */
const SNAPSHOT = formatCountdown(DROP_COUNTDOWN_DAYS * 24 * 60 * 60 * 1000) as CountdownParts;

/**
 * What a page whose HTML is written before it is read shows for a real time (a drop's opening):
 * no figures, which would be wrong by the time anyone reads them; the time itself is written
 * beside the countdown. The first tick writes the figures.
 */
export const UNKNOWN_COUNTDOWN: CountdownParts = { days: '--', hours: '--', minutes: '--', seconds: '--' };

const UNITS: readonly (keyof CountdownParts)[] = ['days', 'hours', 'minutes', 'seconds'];

export interface CountdownProps {
  /** When it reaches zero (epoch ms). */
  target: number;
  /** What it counts to ("Next drop in"). */
  label?: string;
  /** The figures of the HTML and of hydration: the spec's full 15 days unless said otherwise. */
  snapshot?: CountdownParts;
  /** Shows the snapshot and does not tick (no target is known yet). */
  paused?: boolean;
  /** Called at zero instead of showing "Drop Available Now!": the caller shows what comes next. */
  onDone?: () => void;
}

/**
 * Each second writes the four numbers straight into their elements: no React render at all, not
 * even of this component, so the tick can never interrupt (and, on a slow phone, starve) the
 * rendering of the rest of the page. React renders again only once, when the drop opens.
 * It is a timer (aria-live off): screen readers read it when asked, not every second.
 * The prerendered HTML holds the full 15 days (or the caller's snapshot); hydration renders the
 * same, and the first tick (in the effect, straight after) writes the real time.
 */
export function Countdown({ target, label = HERO_COPY.countdownLabel, snapshot = SNAPSHOT, paused = false, onDone }: CountdownProps) {
  const hydrating = useHydrating();
  const [done, setDone] = useState(() => formatCountdown(target - Date.now()) === null);
  const cells = useRef<Partial<Record<keyof CountdownParts, HTMLElement | null>>>({});
  // Should anything render this again, it shows the time as of that render, not a stale one.
  const parts = hydrating || paused ? snapshot : done ? null : formatCountdown(target - Date.now());

  useEffect(() => {
    if (paused) return undefined;
    if (done) {
      onDone?.();
      return undefined;
    }
    const tick = () => {
      const next = formatCountdown(target - Date.now());
      if (!next) {
        setDone(true);
        return;
      }
      for (const unit of UNITS) {
        const cell = cells.current[unit];
        if (cell && cell.textContent !== next[unit]) cell.textContent = next[unit];
      }
    };
    tick();
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
    // onDone is stable (the hero's dispatch): it never restarts the ticking.
  }, [done, paused, target, onDone]);

  if (!parts) {
    if (onDone) return null;
    return (
      <Typography
        role="status"
        sx={{
          fontFamily: 'Georgia, serif',
          fontSize: { xs: '1.6rem', md: '2rem' },
          fontWeight: 700,
          color: 'secondary.main',
          minHeight: 88,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {HERO_COPY.availableNow}
      </Typography>
    );
  }

  return (
    <Box>
      <Typography id="countdown-label" component="p" variant="overline" sx={{ letterSpacing: '0.16em', color: '#f3d9b8', fontWeight: 700 }}>
        {label}
      </Typography>
      <Box role="timer" aria-live="off" aria-labelledby="countdown-label" sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 } }}>
        {UNITS.map((unit) => (
          <Box
            key={unit}
            sx={{
              minWidth: { xs: 64, sm: 76 },
              py: 1,
              px: 1,
              borderRadius: 2,
              textAlign: 'center',
              bgcolor: 'rgba(255, 250, 243, 0.1)',
              border: '1px solid rgba(255, 250, 243, 0.25)',
            }}
          >
            <Box
              component="span"
              data-unit={unit}
              ref={(element: HTMLElement | null) => void (cells.current[unit] = element)}
              sx={{
                display: 'block',
                fontSize: { xs: '1.6rem', sm: '2rem' },
                fontWeight: 700,
                lineHeight: 1.2,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {parts[unit]}
            </Box>
            <Box
              component="span"
              sx={{ display: 'block', fontSize: '0.75rem', letterSpacing: '0.08em', textTransform: 'uppercase', opacity: 0.85 }}
            >
              {HERO_COPY.countdownUnits[unit]}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

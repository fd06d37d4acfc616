import { styled } from '@mui/material/styles';
import { PROCESS_COPY } from '../copy';
import { type ProcessStepId } from '../types';
import { PROCESS_STEPS } from './process-steps';
import { FALLBACK_IMAGES, IMAGE_SIZES, FallbackImage, Section } from '@shop/web/ui';
import { useState, type KeyboardEvent } from 'react';

const tabId = (id: ProcessStepId) => `process-tab-${id}`;
const panelId = (id: ProcessStepId) => `process-panel-${id}`;

const Steps = styled('div')(({ theme }) => ({
  '& .process-tabs': {
    maxWidth: 560,
    marginInline: 'auto',
    marginBottom: theme.spacing(4),
    borderBottom: `1px solid ${theme.palette.divider}`,
    display: 'flex',
  },
  [theme.breakpoints.up('md')]: { '& .process-tabs': { marginBottom: theme.spacing(6) } },
  '& [role=tab]': {
    ...theme.typography.button,
    flex: 1,
    minHeight: 48,
    padding: theme.spacing(1.5, 2),
    fontSize: '1rem',
    border: 0,
    borderBottom: '2px solid transparent',
    marginBottom: -1,
    background: 'none',
    cursor: 'pointer',
    color: theme.palette.text.secondary,
    '&[aria-selected=true]': { color: theme.palette.primary.main, borderBottomColor: theme.palette.primary.main },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .process-panel': {
    display: 'grid',
    gap: theme.spacing(3),
    alignItems: 'center',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.breakpoints.up('md')]: { gap: theme.spacing(6), gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  '& .process-panel[hidden]': { display: 'none' },
  '& h3': {
    ...theme.typography.h4,
    margin: `0 0 ${theme.spacing(2)}`,
    fontFamily: 'Georgia, "Times New Roman", serif',
    color: theme.palette.primary.dark,
    fontSize: '1.6rem',
    [theme.breakpoints.up('md')]: { fontSize: '2rem' },
  },
  '& .process-description': {
    ...theme.typography.body1,
    margin: `0 0 ${theme.spacing(2)}`,
    lineHeight: 1.8,
    color: theme.palette.text.secondary,
  },
  '& ul': { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.spacing(1.5) },
  '& li': { ...theme.typography.body1, display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1.5) },
  '& li svg': { flexShrink: 0, marginTop: 2, color: theme.palette.primary.main },
}));

// The Material "CheckCircle" path as plain SVG.
const CHECK = (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
  </svg>
);

/** Arrow keys, Home and End move the focus along the tabs (wrapping); Enter or Space then shows that day. */
const TAB_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveTabFocus(event: KeyboardEvent<HTMLElement>) {
  const move = TAB_MOVES[event.key];
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=tab]')];
  const index = tabs.indexOf(event.target as HTMLElement);
  if (!move || index < 0) return;
  event.preventDefault();
  tabs[move(index, tabs.length)].focus();
}

/** The three-day process (spec §2, Process) as keyboard-accessible tabs; Day 1 first. */
export function ProcessSection() {
  const [active, setActive] = useState<ProcessStepId>('day1');

  return (
    <Section id="process" eyebrow={PROCESS_COPY.eyebrow} heading={PROCESS_COPY.heading} text={PROCESS_COPY.text}>
      <Steps>
        <div className="process-tabs" role="tablist" aria-label={PROCESS_COPY.tabsLabel} onKeyDown={moveTabFocus}>
          {PROCESS_STEPS.map((step) => (
            <button
              key={step.id}
              type="button"
              role="tab"
              id={tabId(step.id)}
              aria-controls={panelId(step.id)}
              aria-selected={step.id === active}
              tabIndex={step.id === active ? 0 : -1}
              onClick={() => setActive(step.id)}
            >
              {step.label}
            </button>
          ))}
        </div>
        {PROCESS_STEPS.map((step) => (
          <div
            key={step.id}
            className="process-panel"
            role="tabpanel"
            id={panelId(step.id)}
            aria-labelledby={tabId(step.id)}
            hidden={step.id !== active}
          >
            {/* Only the shown day is rendered: the other days' images load when chosen. */}
            {step.id === active && (
              <>
                <FallbackImage
                  src={step.image}
                  fallbackSrc={FALLBACK_IMAGES.step}
                  alt={step.imageAlt}
                  width={IMAGE_SIZES.step.width}
                  height={IMAGE_SIZES.step.height}
                  sx={{ borderRadius: 4 }}
                />
                <div>
                  <h3>{step.title}</h3>
                  <p className="process-description">{step.description}</p>
                  <ul>
                    {step.features.map((feature) => (
                      <li key={feature}>
                        {CHECK}
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            )}
          </div>
        ))}
      </Steps>
    </Section>
  );
}

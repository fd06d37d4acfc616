import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Hero } from './Hero';
import { dateAndTime } from '@shop/web/ui';
import { readHeroDrop, type HeroDrop } from './hero-drop';

const NO_DROP: HeroDrop = { phase: 'none', opensAt: null, closesAt: null };

// Counts renders of the hero's own buttons: they re-render exactly when the hero does.
const buttonRenders = { count: 0 };
jest.mock('@mui/material/Button', () => {
  const { default: RealButton } = jest.requireActual('@mui/material/Button');
  return {
    __esModule: true,
    default: (props: object) => {
      buttonRenders.count += 1;
      return <RealButton {...props} />;
    },
  };
});

const seconds = () => document.querySelector('[data-unit="seconds"]')?.textContent;

describe('Hero', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    buttonRenders.count = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('shows the spec copy and a countdown from 15 days', () => {
    render(<Hero dropAt={Date.now() + 15 * 24 * 3600 * 1000} drop={NO_DROP} onNavigate={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Decadence, Reimagined for Keto.');
    expect(screen.getByText('Just Dropped')).toBeInTheDocument();
    expect(screen.getByText('Limited monthly drops. Join the list.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15Days00Hours00Minutes00Seconds');
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
  });

  it('ticks every second without re-rendering the hero', () => {
    render(<Hero dropAt={Date.now() + 15 * 24 * 3600 * 1000} drop={NO_DROP} onNavigate={() => undefined} />);
    const rendersAfterMount = buttonRenders.count;
    expect(rendersAfterMount).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(seconds()).toBe('59');
    act(() => jest.advanceTimersByTime(3000));
    expect(seconds()).toBe('56');
    expect(buttonRenders.count).toBe(rendersAfterMount);
  });

  it('shows "Drop Available Now!" at zero', () => {
    render(<Hero dropAt={Date.now() + 2000} drop={NO_DROP} onNavigate={() => undefined} />);
    expect(seconds()).toBe('02');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Drop Available Now!')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('scrolls to the notify section and the catalog', () => {
    const onNavigate = jest.fn();
    render(<Hero dropAt={Date.now() + 1000} drop={NO_DROP} onNavigate={onNavigate} />);
    screen.getByRole('link', { name: 'Join the Next Drop' }).click();
    screen.getByRole('link', { name: 'Build My Box' }).click();
    expect(onNavigate.mock.calls).toEqual([['notify'], ['catalog']]);
  });
});

const timer = () => screen.getByRole('timer');
const HOUR = 3600 * 1000;

/** The paragraph whose text starts with `start` (its time is an element of its own). */
const paragraph = (start: string) => screen.getByText((_, element) => element?.tagName === 'P' && !!element.textContent?.startsWith(start));
/** A moment as the visitor's own clock reads it (the test's zone). */
const local = (iso: string) => dateAndTime(new Date(iso));

describe('Hero during drops', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-12-01T14:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  const scheduled: HeroDrop = { phase: 'scheduled', opensAt: '2026-12-04T14:00:00.000Z', closesAt: '2026-12-07T14:00:00.000Z' };

  it("counts down to the real opening and says when it is, in the visitor's zone", () => {
    render(<Hero dropAt={Date.now() + 15 * 24 * HOUR} drop={scheduled} onNavigate={() => undefined} />);
    expect(timer()).toHaveTextContent('03Days00Hours00Minutes00Seconds');
    expect(paragraph('Opens')).toHaveTextContent(`Opens ${local(scheduled.opensAt as string)}`);
    expect(paragraph('Opens')).not.toHaveTextContent('UTC');
    expect(paragraph('Opens').querySelector('time')).toHaveAttribute('datetime', scheduled.opensAt);
    act(() => jest.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent('02Days23Hours59Minutes59Seconds');
    expect(screen.queryByText('Drop Available Now!')).toBeNull();
  });

  it('says the drop is available at its opening and counts down to its close', () => {
    jest.setSystemTime(new Date('2026-12-04T13:59:58Z'));
    render(<Hero dropAt={Date.now() + 15 * 24 * HOUR} drop={scheduled} onNavigate={() => undefined} />);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Drop Available Now!')).toBeInTheDocument();
    expect(timer()).toHaveAccessibleName('Closes in');
    expect(timer()).toHaveTextContent('03Days00Hours00Minutes00Seconds');
  });

  it('while open: available now, the countdown to its close and when that is', () => {
    const open: HeroDrop = { ...scheduled, phase: 'open' };
    jest.setSystemTime(new Date('2026-12-07T13:59:00Z'));
    render(<Hero dropAt={Date.now() + 15 * 24 * HOUR} drop={open} onNavigate={() => undefined} />);
    expect(screen.getByText('Drop Available Now!')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('00Days00Hours01Minutes00Seconds');
    expect(paragraph('Closes Dec')).toHaveTextContent(`Closes ${local(open.closesAt as string)}`);
    // At the close it says so, without waiting for the next figures.
    act(() => jest.advanceTimersByTime(60 * 1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText(/next date will be announced to the list/)).toBeInTheDocument();
  });

  it('after a drop closes, says the next date goes to the list, with no countdown', () => {
    const closed: HeroDrop = { ...scheduled, phase: 'closed' };
    render(<Hero dropAt={Date.now() + 15 * 24 * HOUR} drop={closed} onNavigate={() => undefined} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Drop Available Now!')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('This drop has closed. The next date will be announced to the list first.');
  });

  it('before the drop is known, shows an empty countdown rather than an invented one', () => {
    render(<Hero dropAt={Date.now() + 15 * 24 * HOUR} onNavigate={() => undefined} />);
    expect(timer()).toHaveTextContent('--Days--Hours--Minutes--Seconds');
    act(() => jest.advanceTimersByTime(3000));
    expect(timer()).toHaveTextContent('--Days--Hours--Minutes--Seconds');
  });

  describe('in the prerendered page', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.innerHTML = '';
    });

    it('writes the time in UTC and no figures, and hydrates from what it wrote without a mismatch', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Hero dropAt={0} drop={scheduled} onNavigate={() => undefined} />);
      document.body.appendChild(container);
      // Without JavaScript: when it opens, in UTC (the server cannot know the visitor's zone).
      expect(container.textContent).toContain('Opens Dec 4, 2026, 2:00 PM UTC');
      expect(container.querySelector('[role="timer"]')).toHaveTextContent('--Days--Hours--Minutes--Seconds');

      const pageDrop = readHeroDrop(document);
      expect(pageDrop).toEqual(scheduled);
      const recoverable = jest.fn();
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await act(async () => {
          root = hydrateRoot(container, <Hero dropAt={0} drop={pageDrop} onNavigate={() => undefined} />, {
            onRecoverableError: recoverable,
          });
        });
        expect(recoverable).not.toHaveBeenCalled();
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }
      // Then live: the visitor's own time and the real figures.
      expect(container.textContent).toContain(`Opens ${local(scheduled.opensAt as string)}`);
      expect(container.textContent).not.toContain('UTC');
      expect(container.querySelector('[role="timer"]')).toHaveTextContent('03Days00Hours00Minutes00Seconds');
    });
  });
});

import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Hero } from './Hero';

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
    render(<Hero dropAt={Date.now() + 15 * 24 * 3600 * 1000} onNavigate={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Decadence, Reimagined for Keto.');
    expect(screen.getByText('Just Dropped')).toBeInTheDocument();
    expect(screen.getByText('Limited monthly drops. Join the list.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15Days00Hours00Minutes00Seconds');
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
  });

  it('ticks every second without re-rendering the hero', () => {
    render(<Hero dropAt={Date.now() + 15 * 24 * 3600 * 1000} onNavigate={() => undefined} />);
    const rendersAfterMount = buttonRenders.count;
    expect(rendersAfterMount).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(seconds()).toBe('59');
    act(() => jest.advanceTimersByTime(3000));
    expect(seconds()).toBe('56');
    expect(buttonRenders.count).toBe(rendersAfterMount);
  });

  it('shows "Drop Available Now!" at zero', () => {
    render(<Hero dropAt={Date.now() + 2000} onNavigate={() => undefined} />);
    expect(seconds()).toBe('02');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Drop Available Now!')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('scrolls to the notify section and the catalog', () => {
    const onNavigate = jest.fn();
    render(<Hero dropAt={Date.now() + 1000} onNavigate={onNavigate} />);
    screen.getByRole('link', { name: 'Join the Next Drop' }).click();
    screen.getByRole('link', { name: 'Build My Box' }).click();
    expect(onNavigate.mock.calls).toEqual([['notify'], ['catalog']]);
  });
});

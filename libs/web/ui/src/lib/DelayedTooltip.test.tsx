import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DelayedTooltip } from './DelayedTooltip';

function Buttons() {
  return (
    <>
      <DelayedTooltip title="Open cart">
        <button aria-label="Open cart">A</button>
      </DelayedTooltip>
      <DelayedTooltip title="Open menu">
        <button aria-label="Open menu">B</button>
      </DelayedTooltip>
    </>
  );
}

describe('DelayedTooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after 700 ms, and at once within 300 ms of another closing', () => {
    render(<Buttons />);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Open cart' }));
    act(() => jest.advanceTimersByTime(690));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Open cart');

    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Open cart' }));
    act(() => jest.advanceTimersByTime(100));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Open menu' }));
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Open menu');
  });

  it('waits the full delay again once the skip window has passed', () => {
    render(<Buttons />);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Open cart' }));
    act(() => jest.advanceTimersByTime(700));
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Open cart' }));
    act(() => jest.advanceTimersByTime(400));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Open menu' }));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip', { name: 'Open menu' })).toBeNull();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Open menu');
  });
});

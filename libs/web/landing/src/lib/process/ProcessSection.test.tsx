import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ProcessSection } from './ProcessSection';

describe('ProcessSection', () => {
  it('is the process section, showing Day 1 first', () => {
    render(<ProcessSection />);
    expect(screen.getByRole('region', { name: 'Three days for every batch' })).toHaveAttribute('id', 'process');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Day 1', 'Day 2', 'Day 3']);
    expect(screen.getByRole('tab', { name: 'Day 1' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Day 1' });
    expect(panel).toHaveTextContent('Preparation & Mixing');
    expect(panel.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('img', { name: /mixing bowl/i })).toHaveAttribute('src', '/images/process/day1.svg');
  });

  it('shows the chosen day, with its title, bullets and image', () => {
    render(<ProcessSection />);
    fireEvent.click(screen.getByRole('tab', { name: 'Day 2' }));
    expect(screen.getByRole('tab', { name: 'Day 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Day 1' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Day 2' });
    expect(panel).toHaveTextContent('Shaping & Resting');
    expect(panel).toHaveTextContent('16-hour');
    expect(screen.queryByText('Preparation & Mixing')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Day 3' }));
    expect(screen.getByRole('tabpanel', { name: 'Day 3' })).toHaveTextContent('Baking & Finishing');
    expect(screen.getByRole('tabpanel', { name: 'Day 3' }).querySelectorAll('li')).toHaveLength(3);
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<ProcessSection />);
    const day1 = screen.getByRole('tab', { name: 'Day 1' });
    act(() => day1.focus());
    // The focus ripple of the newly focused tab settles asynchronously.
    await act(async () => {
      fireEvent.keyDown(day1, { key: 'ArrowRight' });
    });
    expect(screen.getByRole('tab', { name: 'Day 2' })).toHaveFocus();
    fireEvent.click(screen.getByRole('tab', { name: 'Day 2' }));
    expect(screen.getByRole('tabpanel', { name: 'Day 2' })).toBeVisible();
  });

  it('falls back to the stock image when a step image breaks', () => {
    render(<ProcessSection />);
    fireEvent.error(screen.getByRole('img', { name: /mixing bowl/i }));
    expect(screen.getByRole('img', { name: /mixing bowl/i })).toHaveAttribute('src', '/images/fallback/stock-bakery.svg');
  });
});

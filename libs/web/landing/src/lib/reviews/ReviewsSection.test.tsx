import '@testing-library/jest-dom';
import { TESTIMONIALS } from './testimonials';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { clampCarouselOffset, maxCarouselOffset } from './carousel';
import { ReviewsSection } from './ReviewsSection';

const slides = () => screen.getAllByRole('group', { name: /of 5$/ });

describe('carousel bounds', () => {
  it('runs from 0 to the number of reviews minus three', () => {
    expect(maxCarouselOffset(5)).toBe(2);
    expect(maxCarouselOffset(2)).toBe(0);
    expect(clampCarouselOffset(-1, 5)).toBe(0);
    expect(clampCarouselOffset(3, 5)).toBe(2);
    expect(clampCarouselOffset(1, 5)).toBe(1);
  });
});

describe('ReviewsSection', () => {
  it('is the reviews section, three reviews at a time, previous disabled at the start', () => {
    render(<ReviewsSection />);
    expect(screen.getByRole('region', { name: 'From the people who wait for the drop' })).toBeInTheDocument();
    expect(document.getElementById('reviews')).toHaveAttribute('aria-labelledby', 'reviews-heading');
    expect(slides()).toHaveLength(3);
    expect(screen.getByText(TESTIMONIALS[0].name)).toBeInTheDocument();
    expect(screen.queryByText(TESTIMONIALS[3].name)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous reviews' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next reviews' })).toBeEnabled();
  });

  it('shows five stars, 5.0, the quote, initials, name and Verified Member on each review', () => {
    render(<ReviewsSection />);
    const first = slides()[0];
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' }).querySelectorAll('svg')).toHaveLength(5);
    expect(within(first).getByText('5.0')).toBeInTheDocument();
    expect(within(first).getByText(TESTIMONIALS[0].comment, { exact: false })).toBeInTheDocument();
    expect(within(first).getByText(TESTIMONIALS[0].initials)).toBeInTheDocument();
    expect(within(first).getByText('Verified Member')).toBeInTheDocument();
  });

  it('moves one review at a time and disables next at the last full window', () => {
    render(<ReviewsSection />);
    const next = screen.getByRole('button', { name: 'Next reviews' });
    fireEvent.click(next);
    expect(screen.getByRole('button', { name: 'Previous reviews' })).toBeEnabled();
    expect(screen.queryByText(TESTIMONIALS[0].name)).not.toBeInTheDocument();
    expect(screen.getByText(TESTIMONIALS[3].name)).toBeInTheDocument();
    fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['3 of 5', '4 of 5', '5 of 5']);
    expect(screen.getByText(TESTIMONIALS[4].name)).toBeInTheDocument();
    fireEvent.click(next);
    expect(slides()).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    expect(screen.getByRole('button', { name: 'Previous reviews' })).toBeDisabled();
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5']);
  });

  it('has no live region announcing every move', () => {
    const { container } = render(<ReviewsSection />);
    expect(container.querySelector('[aria-live]:not([aria-live="off"])')).toBeNull();
  });
});

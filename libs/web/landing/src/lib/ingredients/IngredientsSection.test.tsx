import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { IngredientsSection } from './IngredientsSection';

describe('IngredientsSection', () => {
  it('shows the four ingredients with name and description', () => {
    render(<IngredientsSection />);
    const section = screen.getByRole('region', { name: 'Four ingredients we will not compromise on' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Almond Flour', 'Belgian Chocolate', 'Madagascar Vanilla', 'Himalayan Salt']);
    for (const item of items) expect(item.querySelector('p')?.textContent?.length).toBeGreaterThan(40);
  });
});

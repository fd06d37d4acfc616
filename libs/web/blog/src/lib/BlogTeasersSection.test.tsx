import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BlogTeasersSection } from './BlogTeasersSection';

describe('BlogTeasersSection', () => {
  it('links the three teasers to their posts', () => {
    render(
      <MemoryRouter>
        <BlogTeasersSection />
      </MemoryRouter>,
    );
    expect(document.getElementById('blog')).toHaveAttribute('aria-labelledby', 'blog-heading');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/blog/keto-mistakes',
      '/blog/test-kitchen-process',
      '/blog/global-sourcing',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('falls back to the placeholder photo when a teaser image breaks', () => {
    render(
      <MemoryRouter>
        <BlogTeasersSection />
      </MemoryRouter>,
    );
    const [first] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'lazy');
    fireEvent.error(first);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/images/fallback/placeholder-photo.svg');
  });
});

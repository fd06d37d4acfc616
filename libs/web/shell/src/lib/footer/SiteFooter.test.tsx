import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  // The support dialog is a lazy chunk. Loaded once here, so the first test to open it does not
  // wait while Jest transforms MUI's modal family on a cold cache (as in a fresh clone); the click
  // still goes through React.lazy. Its first render still took 0.8 s of findByRole's default 1 s.
  beforeAll(() => import('./SupportDialog'), 30_000);
  const DIALOG_WAIT = { timeout: 10_000 };

  it('scrolls to sections through the quick links, Flavors to the catalog', () => {
    const onNavigate = jest.fn();
    render(
      <MemoryRouter>
        <SiteFooter onNavigate={onNavigate} />
      </MemoryRouter>,
    );
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    for (const [label, target] of [
      ['Shop', 'catalog'],
      ['Flavors', 'catalog'],
      ['Our Process', 'process'],
      ['Reviews', 'reviews'],
      ['Contact', 'contact'],
    ]) {
      fireEvent.click(within(quickLinks).getByRole('button', { name: label }));
      expect(onNavigate).toHaveBeenLastCalledWith(target);
    }
    expect(onNavigate).toHaveBeenCalledTimes(5);
  });

  it.each(['FAQ', 'Shipping', 'Returns'])('opens %s in a dialog and closes it, giving focus back', async (label) => {
    render(
      <MemoryRouter>
        <SiteFooter onNavigate={jest.fn()} />
      </MemoryRouter>,
    );
    const opener = screen.getByRole('button', { name: label });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: label }, DIALOG_WAIT);
    expect(dialog.textContent?.length).toBeGreaterThan(200);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes a support dialog with Escape', async () => {
    render(
      <MemoryRouter>
        <SiteFooter onNavigate={jest.fn()} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Shipping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping' }, DIALOG_WAIT);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the 2024 copyright with the neutral wordmark, links the legal pages, and no link that goes nowhere', () => {
    const { container } = render(
      <MemoryRouter>
        <SiteFooter onNavigate={jest.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/© 2024 The Cookie Drop/)).toBeInTheDocument();
    expect(screen.getByText('Instagram')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/privacy', '/terms']);
  });
});

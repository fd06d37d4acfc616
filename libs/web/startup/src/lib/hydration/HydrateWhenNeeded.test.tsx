import { act, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenNeeded } from './HydrateWhenNeeded';
import { HYDRATION_MARGIN, hydrationGate, resetHydrationGates } from './hydration-gate';

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The element comes within the margin of the screen. */
  static show(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(element)) continue;
      observer.callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

const hydrated: string[] = [];
const clicked: string[] = [];

function Part({ name }: { name: string }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => void hydrated.push(name), [name]);
  return (
    <section id={name}>
      <button
        type="button"
        onClick={() => {
          clicked.push(name);
          setPresses((count) => count + 1);
        }}
      >
        {`${name} pressed ${presses}`}
      </button>
    </section>
  );
}

const sent: string[] = [];

/** A part with a form whose field's text lives in React state, as the storefront's forms do. */
function FormPart({ name }: { name: string }) {
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(email);
  };
  return (
    <section id={name}>
      <form onSubmit={onSubmit}>
        <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Join</button>
      </form>
    </section>
  );
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <>
      <main>
        <Part name="hero" />
        <a href="/blog/keto-mistakes" onClick={(event) => event.preventDefault()}>
          A post
        </a>
        <a href="#contact" onClick={(event) => event.preventDefault()}>
          Contact
        </a>
        <HydrateWhenNeeded id="catalog">
          <Part name="catalog" />
        </HydrateWhenNeeded>
        <HydrateWhenNeeded id="contact">
          <Part name="contact" />
        </HydrateWhenNeeded>
        <HydrateWhenNeeded id="newsletter">
          <FormPart name="newsletter" />
        </HydrateWhenNeeded>
        {children}
      </main>
      <HydrateWhenNeeded id="footer" lasting>
        <Part name="footer" />
      </HydrateWhenNeeded>
    </>
  );
}

let container: HTMLElement;
let root: Root | undefined;

/** The page's HTML as the prerender writes it, then hydrated as the browser does. */
async function hydratePage(beforeHydration: (page: HTMLElement) => void = () => undefined) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  beforeHydration(container);
  // The prerender has no document, so it never sees a gate closed; this test's render did: forget it.
  resetHydrationGates();
  document.body.appendChild(container);
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
}

const button = (name: string) => container.querySelector(`#${name} button`) as HTMLButtonElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

beforeEach(() => {
  resetHydrationGates();
  FakeIntersectionObserver.instances = [];
  hydrated.length = 0;
  clicked.length = 0;
  sent.length = 0;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  window.history.replaceState(null, '', '/');
});

describe('HydrateWhenNeeded', () => {
  it('leaves a part as the server HTML until it is needed, and hydrates the rest of the page', async () => {
    await hydratePage();
    expect(hydrated).toEqual(['hero']);
    expect(button('catalog').textContent).toBe('catalog pressed 0');
    expect(FakeIntersectionObserver.instances[0].options.rootMargin).toBe(HYDRATION_MARGIN);
  });

  it('hydrates a part when it comes near the screen', async () => {
    await hydratePage();
    await act(async () => FakeIntersectionObserver.show(container.querySelector('#contact') as Element));
    expect(hydrated).toEqual(['hero', 'contact']);
    await act(async () => button('contact').click());
    expect(button('contact').textContent).toBe('contact pressed 1');
  });

  it('handles the very first click on a part still waiting: React hydrates it within that event', async () => {
    await hydratePage();
    await act(async () => button('catalog').click());
    expect(clicked).toEqual(['catalog']);
    expect(hydrated).toEqual(['hero', 'catalog']);
    expect(button('catalog').textContent).toBe('catalog pressed 1');
    // The other part still waits: input elsewhere does not open its gate.
    expect(hydrated).not.toContain('contact');
  });

  it('hydrates a part when a keyboard user tabs into it', async () => {
    await hydratePage();
    await act(async () => button('contact').focus());
    expect(hydrated).toContain('contact');
  });

  it('opens on a client-side navigation, so React can render a waiting part for the new screen', async () => {
    await hydratePage();
    const gate = hydrationGate('contact');
    expect(gate.status).toBe('pending');
    await act(async () => {
      window.history.pushState(null, '', '/blog/keto-mistakes');
      expect(hydrationGate('contact').status).toBe('fulfilled');
    });
    expect(hydrated).toContain('contact');
  });

  it('opens a part that stays from page to page as the visitor follows a link to another page, and only then', async () => {
    await hydratePage();
    await act(async () => (container.querySelector('a[href="#contact"]') as HTMLAnchorElement).click());
    expect(hydrated).not.toContain('footer');
    await act(async () => (container.querySelector('a[href="/blog/keto-mistakes"]') as HTMLAnchorElement).click());
    expect(hydrated).toContain('footer');
    // The page's own parts, which the next page replaces, keep waiting.
    expect(hydrated).not.toContain('catalog');
  });

  it('opens a part that stays from page to page on Back or Forward', async () => {
    await hydratePage();
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(hydrated).toContain('footer');
  });

  it('hydrates a part React first meets inside a press on it, so the press is not dropped', async () => {
    await hydratePage();
    resetHydrationGates();
    // React hydrates a waiting part only when it gets to it; a press can come first.
    const seen: string[] = [];
    const button = container.querySelector('#contact button') as HTMLButtonElement;
    button.addEventListener('click', () => seen.push(hydrationGate('contact').status));
    await act(async () => button.click());
    expect(seen).toEqual(['fulfilled']);
    expect(hydrationGate('catalog').status).toBe('pending');
  });

  it('hands the app what was typed into a waiting form before it hydrated, before the press that sends it', async () => {
    await hydratePage((page) => {
      // Typed while the page was still server HTML: the browser keeps it, React has not seen it.
      (page.querySelector('#newsletter input') as HTMLInputElement).value = 'early@example.com';
    });
    expect(hydrated).toEqual(['hero']);
    await act(async () => (container.querySelector('#newsletter button') as HTMLButtonElement).click());
    expect(sent).toEqual(['early@example.com']);
    expect((container.querySelector('#newsletter input') as HTMLInputElement).value).toBe('early@example.com');
  });

  it('says so when a part still waiting is handed new children, which makes React render it from scratch', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await hydratePage();
      expect(errors).not.toHaveBeenCalled();
      // The same page rendered again: every part handed new elements, as a parent without useMemo does.
      await act(async () => root?.render(<Page />));
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('HydrateWhenNeeded #catalog was handed new children while waiting to hydrate'),
      );
    } finally {
      errors.mockRestore();
    }
  });

  it('reads as open at once where there is nothing to wait for: the prerender, or a part not on the page', async () => {
    expect(hydrationGate('no-such-part').status).toBe('fulfilled');
    // What the prerender renders: every part, nothing suspended.
    expect(renderToString(<Page />)).toContain('contact pressed 0');
  });
});

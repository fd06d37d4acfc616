import { scrollToSection, SECTION_SETTLE_MS, SECTION_WAIT_MS } from './scroll-to-section';

/** Lets the MutationObserver callbacks queued by a DOM change run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** jsdom lays nothing out and has no ResizeObserver: the tests say when the page changed size. */
let resizeCallbacks: ResizeObserverCallback[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    resizeCallbacks.push(this.callback);
  }
  unobserve() {
    // Not used by scrollToSection.
  }
  disconnect() {
    resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
  }
}
const pageResized = () => resizeCallbacks.forEach((callback) => callback([], {} as ResizeObserver));

function addSection(id: string): HTMLElement {
  const section = document.createElement('section');
  section.id = id;
  document.body.append(section);
  return section;
}

describe('scrollToSection', () => {
  let scrolled: string[];
  let behaviors: (ScrollBehavior | undefined)[];

  beforeEach(() => {
    resizeCallbacks = [];
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    document.body.innerHTML = '<button id="opener">Shop</button>';
    scrolled = [];
    behaviors = [];
    // jsdom lays nothing out, so it has no scrollIntoView: record which element was asked to scroll, and how.
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push(this.id);
      behaviors.push(typeof options === 'object' ? options.behavior : undefined);
    };
  });

  it('scrolls to a section that exists and moves focus to it', () => {
    const section = addSection('catalog');
    scrollToSection('catalog');
    expect(scrolled).toEqual(['catalog']);
    expect(behaviors).toEqual(['smooth']);
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
  });

  it('goes to a section chosen before it exists as soon as it appears', async () => {
    scrollToSection('process');
    await settle();
    expect(scrolled).toEqual([]);
    const section = addSection('process');
    await settle();
    expect(scrolled).toEqual(['process']);
    expect(document.activeElement).toBe(section);
  });

  it('jumps to a section that arrived late rather than animating while the page below it still grows', async () => {
    scrollToSection('process');
    addSection('process');
    await settle();
    expect(behaviors).toEqual(['auto']);
  });

  it('keeps the section at the top while the page below it changes size, until the page settles', () => {
    jest.useFakeTimers();
    try {
      addSection('process');
      scrollToSection('process');
      pageResized(); // the first report is the size the page already had
      expect(scrolled).toEqual(['process']);
      pageResized(); // a section mounted below: the view may have been carried away
      expect(scrolled).toEqual(['process', 'process']);
      expect(behaviors[1]).toBe('auto');
      jest.advanceTimersByTime(SECTION_SETTLE_MS - 1);
      pageResized(); // still mounting: the wait starts again
      expect(scrolled).toHaveLength(3);
      jest.advanceTimersByTime(SECTION_SETTLE_MS);
      pageResized();
      expect(scrolled).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the section go as soon as the visitor scrolls', () => {
    addSection('reviews');
    scrollToSection('reviews');
    pageResized();
    window.dispatchEvent(new Event('touchstart'));
    pageResized();
    expect(scrolled).toEqual(['reviews']);
  });

  it('goes only to the last section chosen while they were still arriving', async () => {
    scrollToSection('process');
    scrollToSection('reviews');
    addSection('process');
    await settle();
    addSection('reviews');
    await settle();
    expect(scrolled).toEqual(['reviews']);
  });

  it('stops waiting once the visitor scrolls or types', async () => {
    for (const event of [new WheelEvent('wheel'), new KeyboardEvent('keydown', { key: 'ArrowDown' })]) {
      scrollToSection('contact');
      window.dispatchEvent(event);
      addSection('contact');
      await settle();
      expect(scrolled).toEqual([]);
      document.getElementById('contact')?.remove();
    }
  });

  it('gives up on a section that never appears', async () => {
    jest.useFakeTimers();
    try {
      scrollToSection('blog');
      jest.advanceTimersByTime(SECTION_WAIT_MS);
    } finally {
      jest.useRealTimers();
    }
    addSection('blog');
    await settle();
    expect(scrolled).toEqual([]);
  });
});

import { scrollToSection, SECTION_WAIT_MS } from './scroll-to-section';

/** Lets the MutationObserver callbacks queued by a DOM change run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function addSection(id: string): HTMLElement {
  const section = document.createElement('section');
  section.id = id;
  document.body.append(section);
  return section;
}

describe('scrollToSection', () => {
  let scrolled: string[];

  beforeEach(() => {
    document.body.innerHTML = '<button id="opener">Shop</button>';
    scrolled = [];
    // jsdom lays nothing out, so it has no scrollIntoView: record which element was asked to scroll.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });

  it('scrolls to a section that exists and moves focus to it', () => {
    const section = addSection('catalog');
    scrollToSection('catalog');
    expect(scrolled).toEqual(['catalog']);
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

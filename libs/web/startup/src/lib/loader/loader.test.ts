import { EARLY_PRESSES, replayEarlyPresses, type HeldPresses } from './early-presses';
import { loader } from './loader';

// The loader as the page runs it, in jsdom: what it does with presses before the app is live.
// (The browser tests drive the built, minified loader: apps/web-e2e/src/early-presses.spec.ts.)

// A key press starts the app's import, as it does on the page: here the entry is a stub.
jest.mock('/assets/index.js', () => ({}), { virtual: true });

const held = () => (window as unknown as Record<string, HeldPresses>)[EARLY_PRESSES];
const seenByApp: string[] = [];
const appListener = (event: Event) => seenByApp.push((event.target as Element).id);

beforeAll(() => {
  // Nothing here paints: the loader must not get as far as importing the app.
  Object.assign(globalThis, { PerformanceObserver: class {} });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  document.body.innerHTML = `
    <div id="root">
      <button id="plus" type="button"><svg><path id="icon"></path></svg></button>
      <button id="add" type="button">Add to Cart</button>
      <a id="post" href="#post">A post</a>
      <form id="form" method="dialog"><input id="email" required /><button id="join">Join</button></form>
      <div role="tablist"><button id="day1" role="tab" type="button">Day 1</button><button id="day2" role="tab" type="button">Day 2</button></div>
    </div>`;
  document.getElementById('root')?.addEventListener('click', appListener);
  document.getElementById('root')?.addEventListener('keydown', appListener);
  loader('/assets/index.js', EARLY_PRESSES);
});

beforeEach(() => {
  seenByApp.length = 0;
});

const key = (id: string, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  document.getElementById(id)?.dispatchEvent(event);
  return event;
};

const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)?.dispatchEvent(event);
  return event;
};

describe('the loader, before the app is live', () => {
  it('holds a press on a button, once per button, in order, and nothing else sees it', () => {
    const first = click('icon');
    click('add');
    click('plus');
    click('add');
    expect(held().map((press) => (Array.isArray(press) ? press[0] : press).id)).toEqual(['plus', 'add']);
    expect(first.defaultPrevented).toBe(true);
    expect(seenByApp).toEqual([]);
  });

  it("holds a form's submit button, so the browser does not submit the form its own way", () => {
    const press = click('join');
    expect(press.defaultPrevented).toBe(true);
    expect(held().map((press) => (Array.isArray(press) ? press[0] : press).id)).toContain('join');
  });

  it('holds the keys that move between tabs, every press, and lets other keys through', () => {
    const arrow = key('day1', 'ArrowRight');
    key('day1', 'ArrowRight');
    const letter = key('day1', 'a');
    expect(arrow.defaultPrevented).toBe(true);
    expect(letter.defaultPrevented).toBe(false);
    expect(seenByApp).toEqual(['day1']);
    const keys = held().filter((press) => Array.isArray(press));
    expect(keys.map(([tab, name]) => `${tab.id} ${name}`)).toEqual(['day1 ArrowRight', 'day1 ArrowRight']);
  });

  it('lets a link through: the browser follows it, as without script', () => {
    const press = click('post');
    expect(press.defaultPrevented).toBe(false);
    expect(seenByApp).toEqual(['post']);
  });

  it('once live, the held presses are made again in order, a task each, and later presses go straight through', async () => {
    const pressed: string[] = [];
    document.getElementById('root')?.addEventListener('click', (event) => pressed.push((event.target as Element).id));
    document
      .getElementById('root')
      ?.addEventListener('keydown', (event) =>
        pressed.push(`${(event.target as Element).id} ${event.key} ${document.activeElement?.id === (event.target as Element).id}`),
      );
    document.getElementById('add')?.remove();
    await replayEarlyPresses();
    // "add" left the page before it was live: not pressed. Each tab key again, on the focused tab.
    expect(pressed).toEqual(['plus', 'join', 'day1 ArrowRight true', 'day1 ArrowRight true']);
    expect(held()).toHaveLength(0);
    click('plus');
    expect(pressed).toEqual(['plus', 'join', 'day1 ArrowRight true', 'day1 ArrowRight true', 'plus']);
    await replayEarlyPresses();
    expect(pressed).toHaveLength(5);
  });
});

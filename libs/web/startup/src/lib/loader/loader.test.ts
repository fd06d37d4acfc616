import { EARLY_PRESSES, replayEarlyPresses, type HeldPresses } from './early-presses';
import { loader } from './loader';

// The loader as the page runs it, in jsdom: what it does with presses before the app is live.
// (The browser tests drive the built, minified loader: apps/web-e2e/src/early-presses.spec.ts.)

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
    </div>`;
  document.getElementById('root')?.addEventListener('click', appListener);
  loader('/assets/index.js', EARLY_PRESSES);
});

beforeEach(() => {
  seenByApp.length = 0;
});

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
    expect(held().map((button) => button.id)).toEqual(['plus', 'add']);
    expect(first.defaultPrevented).toBe(true);
    expect(seenByApp).toEqual([]);
  });

  it("holds a form's submit button, so the browser does not submit the form its own way", () => {
    const press = click('join');
    expect(press.defaultPrevented).toBe(true);
    expect(held().map((button) => button.id)).toContain('join');
  });

  it('lets a link through: the browser follows it, as without script', () => {
    const press = click('post');
    expect(press.defaultPrevented).toBe(false);
    expect(seenByApp).toEqual(['post']);
  });

  it('once live, the held presses are made again in order, a task each, and later presses go straight through', async () => {
    const pressed: string[] = [];
    document.getElementById('root')?.addEventListener('click', (event) => pressed.push((event.target as Element).id));
    document.getElementById('add')?.remove();
    await replayEarlyPresses();
    // "add" left the page before it was live: not pressed.
    expect(pressed).toEqual(['plus', 'join']);
    expect(held()).toHaveLength(0);
    click('plus');
    expect(pressed).toEqual(['plus', 'join', 'plus']);
    await replayEarlyPresses();
    expect(pressed).toEqual(['plus', 'join', 'plus']);
  });
});

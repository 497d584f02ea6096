import { expect, test, type CDPSession, type Frame, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { embedAt } from '../course';
import { openAt, timeline, yourStore } from './views';

// A seeded keyboard fuzzer (PhET's keyboard fuzzing in CI): thousands of random keys and Tabs in each
// view, as a keyboard learner's hands might press them, and after them no page error, no focus lost to
// the page's body (the control it was on went away, or stayed but refuses it, and nothing took it back), no focused control drawn
// nowhere or wholly covered by something else where it lands (WCAG 2.4.11), and no trap: every so
// often Escape, then Tab, must come round to the Timeline (2.1.2). The same seed presses the same keys.
//
// The keys go to Chromium as raw input events, in bursts of random length sent without waiting for
// each one's answer (in order: the browser handles them one after another), so a few thousand take
// seconds, not minutes. What the page does with them is watched in the page itself.

// Pages that page.route serves count as public for Chromium's Local Network Access checks (see embed.spec.ts).
// Without smooth scrolling a key's own scroll (ArrowDown on a button) is over before the next key: a
// control the next Tab lands on is not carried off by the learner's scroll still under way, which
// would be their doing, not the page's (2.4.11 judges what the page hides).
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks', '--disable-smooth-scrolling']) });

/** A key as Chromium's input takes it: its key and code, its Windows key code, its text, and Shift. */
interface Key {
  key: string;
  code: string;
  vk: number;
  text?: string;
  shift?: boolean;
}

const key = (k: string, code: string, vk: number, more: Partial<Key> = {}): Key => ({ key: k, code, vk, ...more });
const TAB = key('Tab', 'Tab', 9);
const ESCAPE = key('Escape', 'Escape', 27);

/** Keys, weighted: Tab most, then what moves the player, opens and closes things, and the single keys. */
const KEYS: [Key, number][] = [
  [TAB, 30],
  [{ ...TAB, shift: true }, 10],
  [key('Enter', 'Enter', 13, { text: '\r' }), 8],
  [key(' ', 'Space', 32, { text: ' ' }), 6],
  [ESCAPE, 5],
  [key('ArrowRight', 'ArrowRight', 39), 8],
  [key('ArrowLeft', 'ArrowLeft', 37), 6],
  [key('ArrowDown', 'ArrowDown', 40), 4],
  [key('ArrowUp', 'ArrowUp', 38), 4],
  [key('ArrowRight', 'ArrowRight', 39, { shift: true }), 1],
  [key('ArrowLeft', 'ArrowLeft', 37, { shift: true }), 1],
  [key('Home', 'Home', 36), 2],
  [key('End', 'End', 35), 2],
  [key('PageDown', 'PageDown', 34), 1],
  [key('k', 'KeyK', 75, { text: 'k' }), 2],
  [key('c', 'KeyC', 67, { text: 'c' }), 1],
  [key('n', 'KeyN', 78, { text: 'n' }), 1],
  [key('f', 'KeyF', 70, { text: 'f' }), 1],
  [key('?', 'Slash', 191, { text: '?', shift: true }), 2],
  [key('<', 'Comma', 188, { text: '<', shift: true }), 1],
  [key('>', 'Period', 190, { text: '>', shift: true }), 1],
  // Compare's next and previous difference (elsewhere they do nothing).
  [key('d', 'KeyD', 68, { text: 'd' }), 1],
  [key('D', 'KeyD', 68, { text: 'D', shift: true }), 1],
];
const TOTAL = KEYS.reduce((sum, [, w]) => sum + w, 0);

/** mulberry32: a small seeded generator, so a run can be replayed from its seed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function keyFrom(next: () => number): Key {
  let at = next() * TOTAL;
  for (const [k, weight] of KEYS) if ((at -= weight) < 0) return k;
  return TAB;
}

/** Presses `keys` in order, sending them all before waiting for the answers. */
function pressAll(cdp: CDPSession, keys: readonly Key[]): Promise<unknown> {
  const sent: Promise<unknown>[] = [];
  for (const k of keys) {
    const event = { key: k.key, code: k.code, windowsVirtualKeyCode: k.vk, modifiers: k.shift ? 8 : 0 };
    sent.push(cdp.send('Input.dispatchKeyEvent', { ...event, type: k.text ? 'keyDown' : 'rawKeyDown', ...(k.text ? { text: k.text } : {}) }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { ...event, type: 'keyUp' }));
  }
  return Promise.all(sent);
}

interface Found {
  lost: string[];
  unseen: string[];
  /** Every element the focus landed on, in order (read and emptied by the trap check). */
  path: string[];
}

declare global {
  interface Window {
    __keys: Found;
  }
}

/**
 * Watches the focus in every frame from the start: where the element it was on left the page and the
 * focus fell to the body (checked before each key and at each frame), and where a focused element is
 * drawn nowhere or under something else once it has come to rest where the focus took it.
 */
async function watchFocus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const found: Found = { lost: [], unseen: [], path: [] };
    window.__keys = found;
    // An input is named by its type and its label's text too: an unnamed “input” in a report says nothing.
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el instanceof HTMLInputElement ? `[${el.type}]` : ''}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} “${(el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : undefined) ?? el.textContent ?? '').trim().slice(0, 50)}”`;
    let focused: Element | null = null;
    let focusedName = '';
    const TOP_LAYER = 'dialog:modal, :popover-open, :fullscreen';
    /**
     * The part of it that can be seen: its box cut by the window and by every scroller around it (a
     * tall editor inside its own scroller shows only the scroller's part).
     */
    const visibleBox = (el: Element) => {
      const box = el.getBoundingClientRect();
      let [left, top, right, bottom] = [Math.max(0, box.left), Math.max(0, box.top), Math.min(innerWidth, box.right), Math.min(innerHeight, box.bottom)];
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.display === 'contents') continue; // no box of its own, so it clips nothing
        const clip = up.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
        // A modal sheet is drawn in the top layer: the boxes around it in the page do not clip it.
        if (up.matches(TOP_LAYER)) break;
      }
      return { left, top, width: right - left, height: bottom - top };
    };
    /** Seen: some point of its visible part shows it (or its own content) on top. */
    const seen = (el: Element) => {
      const box = visibleBox(el);
      if (box.width < 1 || box.height < 1) return false;
      const points = [0.5, 0.15, 0.85].flatMap((fx) => [0.5, 0.15, 0.85].map((fy) => [box.left + box.width * fx, box.top + box.height * fy] as const));
      return points.some(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === el || el.contains(top) || (top instanceof HTMLLabelElement && top.control === el));
      });
    };
    // The last keys and moves of the focus, for a finding to say how it came about.
    const recent: string[] = [];
    const note = (what: string) => recent.push(what) > 16 && recent.shift();
    // Lost only while this document has the focus: a Tab out of the last control of a modal sheet goes
    // to the browser's own controls (or out of the player's frame), as the platform does, and a tree the
    // page replaces meanwhile (a language arriving) has taken nothing from the learner.
    // Lost too when it stays but refuses the focus (disabled, or hidden by a new layout): the browser takes it off to the body all the same.
    const gone = (el: Element) => !el.isConnected || el.matches(':disabled') || el.getClientRects().length === 0;
    const lostYet = () => {
      if (focused && gone(focused) && document.hasFocus() && (document.activeElement === null || document.activeElement === document.body)) {
        // Where the page could have given it back: the Timeline refuses it while a scene is built, and a sheet still open keeps it in.
        const timeline = document.getElementById('timeline');
        const state = `Timeline ${timeline ? (timeline.matches(':disabled') ? 'disabled' : 'enabled') : 'absent'}, ${document.querySelectorAll('dialog[open]').length} sheet(s) open`;
        found.lost.push(`${focusedName}${focused.isConnected ? ' (still on the page)' : ''}, after ${recent.join(' · ')} [${state}]`);
        focused = null;
      }
    };
    addEventListener('keydown', lostYet, true);
    addEventListener('keydown', (event: KeyboardEvent) => note(event.key === ' ' ? 'Space' : event.shiftKey && event.key.length > 1 ? `Shift+${event.key}` : event.key), true);
    addEventListener('blur', () => note('(document blurred)'));
    const eachFrame = () => {
      lostYet();
      requestAnimationFrame(eachFrame);
    };
    requestAnimationFrame(eachFrame);
    let keys = 0;
    addEventListener('keydown', () => keys++, true);
    document.addEventListener('focusin', (event) => {
      if (!(event.target instanceof Element)) return;
      // A sheet's opener is where its Escape should give the focus back: said when the focus enters a sheet.
      if (event.target.closest('dialog') && !focused?.closest('dialog')) note(`(a sheet opened from ${focused ? focusedName : 'the body'})`);
      const el = (focused = event.target);
      focusedName = name(el);
      note(`→ ${focusedName}`);
      found.path.push(el.id === 'timeline' ? 'timeline' : focusedName);
      const keysThen = keys;
      // Judged where it lands (2.4.11: when it receives the focus), once the browser has scrolled it into
      // view and any scroll under way has come to rest. A key pressed meanwhile moved on (or scrolled the
      // page away from it, which is the learner's doing, not the page hiding it): not judged.
      let last = '';
      const settle = (frames: number) => {
        if (keys !== keysThen || document.activeElement !== el) return;
        const at = `${scrollX},${scrollY},${Math.round(el.getBoundingClientRect().top)}`;
        if (at !== last && frames < 120) {
          last = at;
          return void requestAnimationFrame(() => settle(frames + 1));
        }
        if (seen(el)) return;
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        found.unseen.push(`${name(el)} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} in ${innerWidth}×${innerHeight}${top ? `, under ${name(top)}` : ''}, after ${recent.join(' · ')}${document.fullscreenElement ? ' [fullscreen]' : ''}${el.matches(':disabled') ? ' [disabled]' : ''} [scrollY ${Math.round(scrollY)}, ${frames} frames]`);
      };
      requestAnimationFrame(() => settle(0));
    });
  });
}

/** What the watchers found in `app` (the page, or the player's frame). */
const findings = (app: Frame | Page): Promise<Found> => app.evaluate(() => window.__keys);

/**
 * No trap: Escape closes what is open, then Tab comes round to the Timeline within as many presses as
 * the page has places to stop, plus a few (a closed loop elsewhere would keep the keyboard in).
 */
async function tabsBackToTimeline(cdp: CDPSession, app: Frame | Page): Promise<void> {
  await pressAll(cdp, [ESCAPE, ESCAPE]);
  await expect(timeline(app as Page)).toBeEnabled({ timeout: 20_000 }); // a scene being built has no Timeline yet
  const stops = await app.evaluate(() => {
    window.__keys.path = [];
    return document.querySelectorAll('button, input, select, textarea, summary, [tabindex]').length;
  });
  // In Your store's editor Tab indents; Escape, then Tab, leaves it (its help says so, WCAG 2.1.2). A
  // modal sheet keeps Tab inside by design, and Escape closes it: one may open after the Escapes above
  // (Compare's picker opens once its chunk has loaded, late on a loaded machine). The sweep does what
  // the help says each time it lands in either, and counts a Tab that stays in as a trap.
  for (let pressed = 0; pressed < stops + 10; pressed++) {
    const escapeFirst = await app.evaluate(() => {
      const at = document.activeElement;
      return at !== null && (at.closest('.cm-content') !== null || at.closest('dialog')?.matches(':modal') === true);
    });
    await pressAll(cdp, escapeFirst ? [ESCAPE, TAB] : [TAB]);
  }
  const path = await app.evaluate(() => window.__keys.path);
  if (!path.includes('timeline')) throw new Error(`Tab never came back to the Timeline: ${[...new Set(path)].join(' | ')}`);
}

/** Presses `count` seeded keys (the focus wherever they take them), looking for a trap every `sweepEvery`; returns every finding. */
async function fuzz(page: Page, app: Frame | Page, seed: number, count: number, sweepEvery = 1000): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  const cdp = await page.context().newCDPSession(page);
  const next = random(seed);
  for (let pressed = 0; pressed < count; ) {
    // Bursts of 1 to 40 keys, then the test waits for them: the page gets pauses of every length.
    const burst = Array.from({ length: Math.min(count - pressed, 1 + Math.floor(next() * 40)) }, () => keyFrom(next));
    await pressAll(cdp, burst);
    const before = pressed;
    pressed += burst.length;
    if (Math.floor(pressed / sweepEvery) > Math.floor(before / sweepEvery)) await tabsBackToTimeline(cdp, app);
  }
  await tabsBackToTimeline(cdp, app);
  const { lost, unseen } = await findings(app);
  // A control focused but out of sight once the page is at rest (2.4.11) fails too: the page keeps the
  // focused control in the window when its own layout moves it (useFocusInView).
  return [...errors, ...lost.map((what) => `focus lost to the body from ${what}`), ...[...new Set(unseen)].map((what) => `focused but not seen (2.4.11): ${what}`)];
}

/**
 * Per view: two thousand keys and Tabs in the suite, about 15 s each, so that `npm test` stays under ten
 * minutes on two cores; `npm run test:soak` presses 4,000 (FUZZ_KEYS=10000 for a longer search).
 */
const KEYS_PER_VIEW = Number(process.env.FUZZ_KEYS ?? 2000);

test.describe('the keyboard fuzzer', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a chapter on the full page: no page error, no focus lost or out of sight, no trap (seed 31)', async ({ page }) => {
    await watchFocus(page);
    await openAt(page, 'chapter=crash');
    expect(await fuzz(page, page, 31, KEYS_PER_VIEW)).toEqual([]);
  });

  test('the sandbox, its panel and the stage’s action menus: no page error, no focus lost or out of sight, no trap (seed 32)', async ({ page }) => {
    await watchFocus(page);
    await openAt(page, `chapter=sandbox&scene=${encodeURIComponent('v1; payflow sandbox; order @1; tap 1 @2s')}`);
    expect(await fuzz(page, page, 32, KEYS_PER_VIEW)).toEqual([]);
  });

  test('Your turn, its editor first: no page error, no focus lost or out of sight, no trap: Escape then Tab leaves the editor (seed 34)', async ({ page }) => {
    await watchFocus(page);
    await openAt(page, 'chapter=your-turn');
    // The keys start in the editor, where Tab indents: only Escape, then Tab, takes the focus out.
    await page.getByRole('textbox', { name: yourStore.en }).focus();
    expect(await fuzz(page, page, 34, KEYS_PER_VIEW)).toEqual([]);
  });

  test('a comparison, its difference strip and both sides: no page error, no focus lost or out of sight, no trap (seed 35)', async ({ page }) => {
    await watchFocus(page);
    await openAt(page, `chapter=crash&story=payflow&compare=${encodeURIComponent('v1; payflow crash; a; b break no-provider-key')}`);
    await expect(page.getByRole('region', { name: 'Differences' })).toBeVisible({ timeout: 20_000 });
    await timeline(page).focus();
    expect(await fuzz(page, page, 35, KEYS_PER_VIEW)).toEqual([]);
  });

  test('the player box in a course page: no page error, no focus lost or out of sight, no trap (seed 33)', async ({ page }) => {
    await watchFocus(page);
    await embedAt(page, 640, 360, 'chapter=double-click');
    const app = page.frames().find((f) => f !== page.mainFrame())!;
    await app.locator('#timeline').focus();
    expect(await fuzz(page, app, 33, KEYS_PER_VIEW)).toEqual([]);
  });
});

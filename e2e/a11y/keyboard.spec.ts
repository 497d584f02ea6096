import { expect, test, type Frame, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { embedAt } from '../course';
import { openAt, timeline } from './views';

// A seeded keyboard fuzzer (PhET's keyboard fuzzing in CI): thousands of random keys and Tabs in each
// view, as a keyboard learner's hands might press them, and after them no page error, no focus lost to
// the page's body (the control it was on went away and nothing took it back), no focused control drawn
// nowhere or wholly covered by something else (WCAG 2.4.11), and no trap: every so often Escape, then
// Tab, must come round to the Timeline (2.1.2). The same seed presses the same keys: a failure replays.

// Pages that page.route serves count as public for Chromium's Local Network Access checks (see embed.spec.ts).
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

/** Keys, weighted: Tab most, then what moves the player, opens and closes things, and the single keys. */
const KEYS: [string, number][] = [
  ['Tab', 30],
  ['Shift+Tab', 10],
  ['Enter', 8],
  [' ', 6],
  ['Escape', 5],
  ['ArrowRight', 8],
  ['ArrowLeft', 6],
  ['ArrowDown', 4],
  ['ArrowUp', 4],
  ['Shift+ArrowRight', 1],
  ['Shift+ArrowLeft', 1],
  ['Home', 2],
  ['End', 2],
  ['PageDown', 1],
  ['k', 2],
  ['c', 1],
  ['n', 1],
  ['f', 1],
  ['?', 2],
  ['<', 1],
  ['>', 1],
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

function keyFrom(next: () => number): string {
  let at = next() * TOTAL;
  for (const [key, weight] of KEYS) if ((at -= weight) < 0) return key;
  return 'Tab';
}

declare global {
  interface Window {
    __keys: { lost: string[]; unseen: string[] };
  }
}

/**
 * Watches the focus in every frame from the start: where the element it was on left the page and
 * the focus fell to the body, and where a focused element is drawn nowhere or under something else.
 */
async function watchFocus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const found = { lost: [] as string[], unseen: [] as string[] };
    window.__keys = found;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}”`;
    let focused: Element | null = null;
    let focusedName = '';
    /** A focused element is seen if some point of it inside the window shows it (or its own content) on top. */
    const seen = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return false;
      const points = [0.5, 0.15, 0.85].flatMap((fx) => [0.5, 0.15, 0.85].map((fy) => [box.left + box.width * fx, box.top + box.height * fy] as const));
      return points.some(([x, y]) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === el || el.contains(top) || (top instanceof HTMLLabelElement && top.control === el));
      });
    };
    let keys = 0;
    addEventListener('keydown', () => keys++, true);
    document.addEventListener('focusin', (event) => {
      if (!(event.target instanceof Element)) return;
      focused = event.target;
      focusedName = name(focused);
      const el = focused;
      const keysThen = keys;
      // Judged where it lands (2.4.11: when it receives the focus): once the browser has scrolled it into
      // view and any scroll the page started has come to rest; a key pressed meanwhile moved on, and a
      // page the learner scrolls away from a focused control is not hiding it.
      let last = '';
      const settle = (frames: number) => {
        if (keys !== keysThen || document.activeElement !== el) return;
        const at = `${scrollX},${scrollY},${Math.round(el.getBoundingClientRect().top)}`;
        if (at !== last && frames < 120) {
          last = at;
          return void requestAnimationFrame(() => settle(frames + 1));
        }
        if (el === document.body || seen(el)) return;
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        found.unseen.push(`${focusedName} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} in ${innerWidth}×${innerHeight}${top ? `, under ${name(top)}` : ''}${document.fullscreenElement ? ', fullscreen' : ''}`);
      };
      requestAnimationFrame(() => settle(0));
    });
    const check = () => {
      if (focused && !focused.isConnected && (document.activeElement === null || document.activeElement === document.body)) {
        found.lost.push(focusedName);
        focused = null;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** What the focus watchers found, in the page and in its frames. */
async function findings(page: Page): Promise<{ lost: string[]; unseen: string[] }> {
  const all = { lost: [] as string[], unseen: [] as string[] };
  for (const frame of page.frames()) {
    const found = await frame.evaluate(() => window.__keys ?? { lost: [], unseen: [] }).catch(() => ({ lost: [], unseen: [] }));
    all.lost.push(...found.lost);
    all.unseen.push(...found.unseen);
  }
  return all;
}

/**
 * No trap: Escape closes what is open, then Tab comes round to the Timeline within as many presses as
 * the page has places to stop (a closed loop elsewhere would keep the keyboard in).
 */
async function tabsBackToTimeline(page: Page, app: Frame | Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(timeline(app as Page)).toBeEnabled({ timeout: 20_000 }); // a scene being built has no Timeline yet
  const stops = await app.evaluate(() => document.querySelectorAll('button, input, select, textarea, summary, [tabindex]').length);
  const visited: string[] = [];
  for (let i = 0; i < stops + 10; i++) {
    await page.keyboard.press('Tab');
    const at = await app.evaluate(() => {
      const el = document.activeElement;
      return el?.id === 'timeline' ? 'timeline' : `${el?.tagName.toLowerCase()}.${el?.className}`;
    });
    if (at === 'timeline') return;
    visited.push(at);
  }
  throw new Error(`Tab never came back to the Timeline: ${[...new Set(visited)].join(' | ')}`);
}

/** Presses `count` seeded keys in `page` (the focus wherever they take it), checking for a trap every `sweepEvery`. */
async function fuzz(page: Page, app: Frame | Page, seed: number, count: number, sweepEvery = 400): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  const next = random(seed);
  for (let i = 1; i <= count; i++) {
    await page.keyboard.press(keyFrom(next));
    if (i % sweepEvery === 0) await tabsBackToTimeline(page, app);
  }
  const { lost, unseen } = await findings(page);
  return [...errors, ...lost.map((what) => `focus lost to the body from ${what}`), ...[...new Set(unseen)].map((what) => `focused but not seen: ${what}`)];
}

/** Per view: a few thousand keys, within the suite's time. */
const KEYS_PER_VIEW = Number(process.env.FUZZ_KEYS ?? 2000);

test.describe('the keyboard fuzzer', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a chapter on the full page: no page error, no focus lost or unseen, no trap (seed 31)', async ({ page }) => {
    await watchFocus(page);
    await openAt(page, 'chapter=crash');
    expect(await fuzz(page, page, 31, KEYS_PER_VIEW)).toEqual([]);
  });

  test('the sandbox, its panel and the stage’s action menus: no page error, no focus lost or unseen, no trap (seed 32)', async ({ page }) => {
    await watchFocus(page);
    await openAt(page, `chapter=sandbox&scene=${encodeURIComponent('v1; payflow sandbox; order @1; tap 1 @2s')}`);
    expect(await fuzz(page, page, 32, KEYS_PER_VIEW)).toEqual([]);
  });

  test('the player box in a course page: no page error, no focus lost or unseen, no trap (seed 33)', async ({ page }) => {
    await watchFocus(page);
    await embedAt(page, 640, 360, 'chapter=double-click');
    const app = page.frames().find((f) => f !== page.mainFrame())!;
    await app.locator('#timeline').focus();
    expect(await fuzz(page, app, 33, KEYS_PER_VIEW)).toEqual([]);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPlayer } from './helpers';

/** What the sampler reads each frame: opacity, the opacity of every match, how far it has turned (whole degrees), or where its centre is on screen. */
type Measure = 'opacity' | 'opacities' | 'angle' | 'centre';

/**
 * Samples, every frame, one figure of the first element matching `selector` (while there is one): its
 * opacity, how far it has turned, or its centre, [x, y] in CSS pixels from the corner of its closest
 * ancestor matching `within` (what it moves against: its hook, the stage's lanes). Returns once the
 * first frame is sampled, so what follows is seen from where it stands now; replaces any sampler before it.
 */
async function sampleEveryFrame(page: Page, selector: string, measure: Measure, within = 'body'): Promise<void> {
  await page.evaluate(
    ([selector, measure, within]) =>
      new Promise<void>((sampled) => {
        // One sampler at a time: a new one stops the last (its loop sees it is no longer the current one).
        const w = window as unknown as { __samples: unknown[]; __sampler?: number };
        const me = (w.__sampler ?? 0) + 1;
        w.__sampler = me;
        w.__samples = [];
        const sample = () => {
          if (w.__sampler !== me) return;
          const el = document.querySelector(selector!);
          if (measure === 'opacities') w.__samples.push([...document.querySelectorAll(selector!)].map((match) => Number(getComputedStyle(match).opacity)));
          else if (el) {
            const style = getComputedStyle(el);
            const { a, b } = new DOMMatrix(style.transform);
            const box = el.getBoundingClientRect();
            const frame = el.closest(within!)!.getBoundingClientRect();
            w.__samples.push(
              measure === 'opacity'
                ? Number(style.opacity)
                : measure === 'angle'
                  ? Math.round((Math.atan2(b, a) * 180) / Math.PI)
                  : [box.x + box.width / 2 - frame.x, box.y + box.height / 2 - frame.y],
            );
          }
          requestAnimationFrame(sample);
          sampled();
        };
        requestAnimationFrame(sample);
      }),
    [selector, measure, within],
  );
}
const samples = (page: Page) => page.evaluate(() => (window as unknown as { __samples: number[] }).__samples);
const sampleRowOpacity = (page: Page) => sampleEveryFrame(page, 'table[aria-label="idempotency_keys"] tbody tr', 'opacity');
/** The opacity of every row idempotency_keys has on screen, frame by frame (a row fading out is still there). */
const sampleEveryRowOpacity = (page: Page) => sampleEveryFrame(page, 'table[aria-label="idempotency_keys"] tbody tr', 'opacities');
const everyRowOpacity = (page: Page) => page.evaluate(() => (window as unknown as { __samples: number[][] }).__samples);
const opacities = samples;
/** Records the aria-hidden of every fading-out row put into idempotency_keys from now on. */
const watchLeavingRows = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __leaving: (string | null)[] };
    w.__leaving = [];
    new MutationObserver((records) => {
      for (const r of records) for (const node of r.addedNodes) if (node instanceof HTMLElement && node.matches('tr.row-leaving')) w.__leaving.push(node.getAttribute('aria-hidden'));
    }).observe(document.querySelector('table[aria-label="idempotency_keys"] tbody')!, { childList: true });
  });
/** Records, as each row enters idempotency_keys from now on, the animations it starts with: name, length, first opacity. */
const watchEnteringRows = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __entering: { name: string; duration: unknown; from: unknown }[] };
    w.__entering = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.matches('tr')) continue;
          for (const a of node.getAnimations()) {
            const effect = a.effect as KeyframeEffect;
            w.__entering.push({ name: (a as CSSAnimation).animationName, duration: effect.getTiming().duration, from: effect.getKeyframes()[0]?.opacity });
          }
        }
      }
    }).observe(document.querySelector('table[aria-label="idempotency_keys"] tbody')!, { childList: true });
  });
const enteringFades = (page: Page) => page.evaluate(() => (window as unknown as { __entering: unknown[] }).__entering);
/** The crashed worker's figure, once a worker has crashed. */
const sampleFall = (page: Page) => sampleEveryFrame(page, '[data-state="crashed"] .actor-figure', 'angle');
const angles = samples;
type Point = [number, number];

/**
 * Opens the player once framer-motion draws the stage: its animation features arrive lazily
 * (LazyMotion), and until they have, the figures are drawn by the stylesheet alone — a step in
 * that moment shows a worker falling without its spring.
 */
async function openMoving(page: Page, query: string) {
  const timeline = await openPlayer(page, query);
  await expect(page.getByRole('region', { name: 'Stage' }).locator('.actor-figure').first()).toHaveAttribute('style', /transform/);
  return timeline;
}
const centres = (page: Page) => page.evaluate(() => (window as unknown as { __samples: Point[] }).__samples);
/** The coat of the first hook in the cloakroom, held or hanging, against its hook. */
const sampleCoat = (page: Page) => sampleEveryFrame(page, '.cloakroom .coat-box', 'centre', '.hook-art');
/** The ticket a worker holds on the stage, whoever holds it, against the stage's lanes. */
const sampleTicket = (page: Page) => sampleEveryFrame(page, '.stage .actor-status.holding', 'centre', '.lanes');

const near = (a: Point, b: Point, within = 1) => Math.abs(a[0] - b[0]) <= within && Math.abs(a[1] - b[1]) <= within;
/** The centre of what `locator` finds, from the corner of what `frame` finds (as the sampler measures it). */
const centreOf = async (locator: Locator, frame: Locator): Promise<Point> => {
  const [box, origin] = [(await locator.boundingBox())!, (await frame.boundingBox())!];
  return [box.x + box.width / 2 - origin.x, box.y + box.height / 2 - origin.y];
};
/** The frames, of those sampled, that showed the thing on its way: near neither where it started nor where it ended. */
const onTheWay = (points: Point[]) => points.filter((p) => !near(p, points[0]!, 2) && !near(p, points.at(-1)!, 2));
/** The sampled thing stands at `point`: its last few frames were all there. */
const settledAt = async (page: Page, point: Point) => {
  const points = await centres(page);
  return points.length >= 5 && points.slice(-5).every((p) => near(p, point));
};
/** The sampled thing has left `start` and stopped moving: its last few frames are in one place, elsewhere. */
const settledAwayFrom = async (page: Page, start: Point) => {
  const points = await centres(page);
  const last = points.at(-1);
  return last !== undefined && !near(last, start) && points.length > 5 && points.slice(-5).every((p) => near(p, last, 0.5));
};

/**
 * Jumps by the Timeline to the first beat, waits for the sampled thing to stand where it stands there,
 * then jumps to the second: every frame from then on shows it at one place or the other, never between.
 */
async function expectStillJump(page: Page, sample: (page: Page) => Promise<void>, [fromBeat, from]: [number, Point], [toBeat, to]: [number, Point]) {
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await timeline.fill(String(fromBeat));
  await sample(page);
  await expect.poll(() => settledAt(page, from)).toBe(true);
  await sample(page);
  await timeline.fill(String(toBeat));
  await expect.poll(() => settledAt(page, to)).toBe(true);
  expect((await centres(page)).every((p) => near(p, from) || near(p, to))).toBe(true);
}

test('a row the beat inserts fades in when the player moves on to it, and is simply there after a jump', async ({ page }) => {
  const timeline = await openMoving(page, 'chapter=ticket');
  const rows = page.getByRole('table', { name: 'idempotency_keys' }).locator('tbody tr');
  await timeline.focus();
  await page.keyboard.press('Home');
  await expect(rows).toHaveCount(0);
  await sampleRowOpacity(page);
  await watchEnteringRows(page);
  // Step on, beat by beat, until the store claims the key: its row is inserted.
  for (let beat = 1; (await rows.count()) === 0; beat++) {
    await page.keyboard.press('ArrowRight');
    await expect(timeline).toHaveValue(String(beat));
  }
  await expect.poll(async () => (await opacities(page)).at(-1)).toBe(1);
  // The fade itself, as the row arrived: from transparent, over ROW_FADE_MS. (Which frames a busy
  // machine draws of it is luck; CI once drew none between 0 and 1 with both cores taken.)
  expect(await enteringFades(page)).toEqual([{ name: 'row-fade-in', duration: 350, from: '0' }]);

  // A jump shows where things stand: back at the start the row is gone at once; at the end it is simply there.
  await page.keyboard.press('Home');
  await expect(rows).toHaveCount(0);
  await sampleRowOpacity(page);
  await page.keyboard.press('End');
  await expect.poll(async () => (await opacities(page)).length).toBeGreaterThan(3);
  expect(new Set(await opacities(page))).toEqual(new Set([1]));
});

test('a row the beat deletes fades out when the player moves on to it, even right after a jump, and a jump takes it away at once', async ({ page }) => {
  // Tickets expire: the retention job deletes the day-old done row.
  const timeline = await openMoving(page, 'chapter=retention');
  const rows = page.getByRole('table', { name: 'idempotency_keys' }).locator('tbody tr');
  const deleted = page.getByText('Deleted by this beat');
  await timeline.focus();
  await page.keyboard.press('Home');
  const pruneBeat = await stepUntil(page, deleted);
  // Back to the beat before (a jump: the row is simply there again), then one step on, watched frame by frame.
  await page.keyboard.press('ArrowLeft');
  await expect(timeline).toHaveValue(String(pruneBeat - 1));
  await expect(deleted).toHaveCount(0);
  const before = await rows.count();
  for (const row of await rows.all()) await expect(row).toHaveCSS('opacity', '1'); // back, and done coming back
  await sampleRowOpacity(page);
  await watchLeavingRows(page);
  await page.keyboard.press('ArrowRight');
  await expect(timeline).toHaveValue(String(pruneBeat));
  // While it fades, the row is hidden from assistive tech: the store no longer has it.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __leaving: (string | null)[] }).__leaving)).toEqual(['true']);
  // The row is kept until it has faded, then it is gone.
  await expect(rows).toHaveCount(before - 1);
  const fadingOut = await opacities(page);
  expect(fadingOut[0]).toBe(1);
  expect(fadingOut.some((o) => o > 0 && o < 1)).toBe(true);

  // A jump onto the deleting beat (from two before) shows where things stand: the row is simply gone.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(timeline).toHaveValue(String(pruneBeat - 2));
  await expect(rows).toHaveCount(before);
  await sampleEveryRowOpacity(page);
  await timeline.fill(String(pruneBeat));
  await expect(deleted).toBeVisible();
  await expect.poll(async () => (await everyRowOpacity(page)).at(-1)?.length).toBe(before - 1);
  // A fade shows the row between seen and unseen for 0.35 s (a frame or more however slow the machine);
  // gone at once, no frame does. Counting frames would not tell them apart: a loaded machine draws the
  // frames before the jump lands slowly too.
  expect((await everyRowOpacity(page)).flat().filter((o) => o > 0 && o < 1)).toEqual([]);
});

/** Steps on, beat by beat, as a person would with the → key, until `shown` is on screen; returns that beat. */
async function stepUntil(page: Page, shown: Locator): Promise<number> {
  const timeline = page.getByRole('slider', { name: /timeline/i });
  let beat = Number(await timeline.inputValue());
  while ((await shown.count()) === 0) {
    await page.keyboard.press('ArrowRight');
    await expect(timeline).toHaveValue(String(++beat));
  }
  return beat;
}

/** Steps on until a worker has crashed; returns that beat. */
const stepToCrash = (page: Page) => stepUntil(page, page.getByRole('region', { name: 'Stage' }).locator('[data-state="crashed"]'));

test('a crashing worker falls over with a spring when the player moves on to it, and simply lies there after a jump', async ({ page }) => {
  const timeline = await openMoving(page, 'chapter=crash');
  await timeline.focus();
  await page.keyboard.press('Home');
  await sampleFall(page);
  const crashBeat = await stepToCrash(page);
  // Down and still: the last few frames all at 90° (a single frame passes through 90° on the way down).
  await expect.poll(async () => (await angles(page)).slice(-5).join()).toBe('90,90,90,90,90');
  const falling = await angles(page);
  // A spring: it overshoots and settles. The swing past 90° lasts about 0.2 s, so even a loaded
  // machine draws a frame of it; the way down (about 0.1 s) may fall between two slow frames.
  expect(Math.max(...falling)).toBeGreaterThan(95);

  // A jump shows where things stand: back at the start, then straight to the crash beat, it is already down.
  await page.keyboard.press('Home');
  await sampleFall(page);
  await timeline.fill(String(crashBeat));
  await expect.poll(async () => (await angles(page)).length).toBeGreaterThan(3);
  expect(new Set(await angles(page))).toEqual(new Set([90]));
});

test('with reduced motion a crashing worker is simply down, even when the player moves on to it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const timeline = await openPlayer(page, 'chapter=crash');
  await timeline.focus();
  await page.keyboard.press('Home');
  await sampleFall(page);
  await stepToCrash(page);
  await expect.poll(async () => (await angles(page)).length).toBeGreaterThan(3);
  expect(new Set(await angles(page))).toEqual(new Set([90]));
});

/** The cloakroom's hook for the chapter's one key, its caption, and the coat drawn on it. */
function cloakroomOf(page: Page) {
  const cloakroom = page.getByRole('region', { name: 'The cloakroom' });
  return {
    inFlight: cloakroom.getByText(/^in_flight · /),
    done: cloakroom.getByText(/^done · /),
    coat: cloakroom.locator('.coat-box'),
    hook: cloakroom.locator('.hook-art'),
  };
}

test('the coat travels from the attendant’s arms up onto its hook when the player steps onto the save, and is simply there after a jump', async ({ page }) => {
  const timeline = await openMoving(page, 'chapter=ticket');
  const { inFlight, done, coat, hook } = cloakroomOf(page);
  await timeline.focus();
  await page.keyboard.press('Home');
  const claimed = await stepUntil(page, inFlight);
  const held = await centreOf(coat, hook); // in the attendant's arms
  await sampleCoat(page);
  const saved = await stepUntil(page, done);
  await expect.poll(() => settledAwayFrom(page, held)).toBe(true);
  const travel = await centres(page);
  const hanging = travel.at(-1)!;
  expect(near(travel[0]!, held)).toBe(true); // it set off from the attendant's arms...
  const art = (await hook.boundingBox())!;
  expect(hanging[1]).toBeLessThan(held[1] - 15); // ...up onto the hook...
  expect(hanging[1]).toBeLessThan(art.height * 0.65);
  expect(onTheWay(travel).length).toBeGreaterThanOrEqual(3); // ...seen on its way, frame by frame

  // A jump shows where things stand: from the claim straight to the save, the coat is in the arms, then on the hook.
  await expectStillJump(page, sampleCoat, [claimed, held], [saved, hanging]);
});

test('with reduced motion the coat is simply on its hook, even when the player steps onto the save', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const timeline = await openPlayer(page, 'chapter=ticket');
  const { inFlight, done, coat, hook } = cloakroomOf(page);
  await timeline.focus();
  await page.keyboard.press('Home');
  await stepUntil(page, inFlight);
  const held = await centreOf(coat, hook);
  await sampleCoat(page);
  await stepUntil(page, done);
  await expect.poll(() => settledAwayFrom(page, held)).toBe(true); // it did move onto the hook, in one go
  const frames = await centres(page);
  expect(near(frames[0]!, held)).toBe(true);
  expect(frames.every((p) => near(p, held) || near(p, frames.at(-1)!))).toBe(true);
});

/** The stage's two workers, and the ticket as the second one holds it after taking the key over. */
function workersOf(page: Page) {
  const stage = page.getByRole('region', { name: 'Stage' });
  const first = stage.locator('.actor', { hasText: 'Worker 1' });
  const second = stage.locator('.actor', { hasText: 'Worker 2' });
  return { first, second, taken: second.getByText(/^holds k-/), lanes: stage.locator('.lanes') };
}

test('at a takeover the ticket travels from the crashed worker to the one taking the key over, and is simply there after a jump', async ({ page }) => {
  const timeline = await openMoving(page, 'chapter=one-key');
  const { first, second, taken, lanes } = workersOf(page);
  await timeline.focus();
  await page.keyboard.press('Home');
  const crash = await stepToCrash(page);
  // Its token is still the row's locked_at: the crashed worker keeps the ticket until someone takes it over.
  // Where it holds it, once it has followed the figure: the crash's badge shifts the lane a little, and
  // framer-motion slides the ticket there (a transform) rather than letting it jump.
  const ticket = first.getByText(/^holds k-/);
  await expect(ticket).toHaveCSS('transform', 'none');
  const held = await centreOf(ticket, lanes);
  await sampleTicket(page);
  const takeover = await stepUntil(page, taken);
  await expect(first.getByText(/^holds/)).toHaveCount(0);
  await expect.poll(() => settledAwayFrom(page, held)).toBe(true);
  const travel = await centres(page);
  const origin = (await lanes.boundingBox())!;
  const [from, to] = [(await first.boundingBox())!, (await second.boundingBox())!].map((box) => ({ top: box.y - origin.y, bottom: box.y + box.height - origin.y }));
  expect(travel[0]![1]).toBeGreaterThan(from!.top); // it set off from Worker 1...
  expect(travel[0]![1]).toBeLessThan(from!.bottom);
  expect(travel.at(-1)![1]).toBeGreaterThan(to!.top); // ...and came to rest with Worker 2...
  expect(travel.at(-1)![1]).toBeLessThan(to!.bottom);
  expect(onTheWay(travel).length).toBeGreaterThanOrEqual(3); // ...seen on its way, frame by frame

  // A jump shows where things stand: from the crash straight to the takeover, it is with one worker, then the other.
  const arrived = travel.at(-1)!;
  await expectStillJump(page, sampleTicket, [crash, held], [takeover, arrived]);
});

/**
 * From a still frame where the sampled thing stands at `from`, one step on to `beat`: it is seen
 * on its way, frame by frame, and comes to rest elsewhere.
 */
async function expectStepCarries(page: Page, sample: (page: Page) => Promise<void>, from: Point, beat: number) {
  await sample(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveValue(String(beat));
  await expect.poll(() => settledAwayFrom(page, from)).toBe(true);
  expect(onTheWay(await centres(page)).length).toBeGreaterThanOrEqual(3);
}

// A still frame gives the coat and the ticket no layoutId (seeking measures nothing); the first step
// after one must still carry them. Without useCarriedBeat neither moves: 0 frames on the way.
test('after a jump, the next step still carries the coat onto its hook and the ticket to the worker taking over', async ({ page }) => {
  const timeline = await openMoving(page, 'chapter=one-key');
  const { inFlight, done, coat, hook } = cloakroomOf(page);
  const { first, taken, lanes } = workersOf(page);
  await timeline.focus();
  await page.keyboard.press('Home');
  await stepToCrash(page);
  const takeover = await stepUntil(page, taken);
  const saved = await stepUntil(page, done);

  await page.keyboard.press('Home');
  await timeline.fill(String(saved - 1)); // a jump: the new owner's attendant holds the coat
  await expect(inFlight).toBeVisible();
  await expectStepCarries(page, sampleCoat, await centreOf(coat, hook), saved);

  await timeline.fill(String(takeover - 1)); // a jump: the crashed worker still holds the ticket
  const ticket = first.getByText(/^holds k-/);
  await expect(ticket).toHaveCSS('transform', 'none');
  await expectStepCarries(page, sampleTicket, await centreOf(ticket, lanes), takeover);
});

test('with reduced motion the ticket is simply with its new holder, even when the player steps onto the takeover', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const timeline = await openPlayer(page, 'chapter=one-key');
  const { first, taken, lanes } = workersOf(page);
  await timeline.focus();
  await page.keyboard.press('Home');
  await stepToCrash(page);
  const before = await centreOf(first.getByText(/^holds k-/), lanes);
  await sampleTicket(page);
  await stepUntil(page, taken);
  await expect.poll(() => settledAwayFrom(page, before)).toBe(true);
  const after = await centreOf(taken, lanes);
  const frames = await centres(page);
  expect(near(frames[0]!, before) && near(frames.at(-1)!, after)).toBe(true);
  expect(frames.every((p) => near(p, before) || near(p, after))).toBe(true);
});

test('seeking measures neither the coat nor the ticket: without motion they carry no layoutId for framer-motion to measure', async ({ page }) => {
  const timeline = await openPlayer(page, 'chapter=one-key');
  const { done, inFlight } = cloakroomOf(page);
  await timeline.focus();
  await page.keyboard.press('Home');
  await page.evaluate(() => {
    const w = window as unknown as { __measured: number };
    w.__measured = 0;
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.matches('.coat-box, .actor-status.holding')) w.__measured++;
      return measure.call(this);
    };
  });
  // Every beat of the chapter by the Timeline, each a jump (only one beat on is a step): from the start
  // to the end, over the claim, the crash, the takeover and the save, then back, one beat at a time.
  const last = Number(await timeline.getAttribute('max'));
  for (let beat = last; beat >= 1; beat--) {
    await timeline.fill(String(beat));
    await expect(timeline).toHaveValue(String(beat));
    if (beat === last) await expect(done).toBeVisible();
  }
  await expect(inFlight).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __measured: number }).__measured)).toBe(0);
});

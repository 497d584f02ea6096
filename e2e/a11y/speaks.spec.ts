import '../../src/narration/en/activate';
import { expect, test, type Page } from '@playwright/test';
import { buildChapter } from '../../src/core/scenarios';
import { loadSqlJs } from '../../src/core/sqlite';
import type { Trace } from '../../src/core/trace';
import { captionOf } from '../../src/narration/captionOf';
import { beatAnnouncement } from '../../src/narration/description/announcements';
import { sceneDescription } from '../../src/narration/description/sceneDescription';
import { openAt, timeline } from './views';

// What a screen reader hears, read from the page's own live region and description, against the
// words worked out here in Node from the same chapter's real Trace.

const SQL = await loadSqlJs();
const crash: Trace = await buildChapter(SQL, { chapter: 'crash', story: 'payflow' });

/** Everything the player's live region has said so far, in order (it keeps the last three on the page). */
const heard = (page: Page) => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

/** Records every announcement as it is added to the live region, from the start. */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __heard: string[] };
    w.__heard = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (!(change.target instanceof Element) || change.target.getAttribute('role') !== 'log') continue;
        for (const node of change.addedNodes) w.__heard.push(node.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('scrubbing across ten beats says nothing until the hand rests, then only the last beat and what changed since the first', async ({ page }) => {
  await listen(page);
  await page.clock.install();
  await openAt(page, 'chapter=crash');
  await expect.poll(() => heard(page)).toEqual([captionOf('payflow', crash.beats[0]!)]); // the opening beat, once settled

  // From here the page's time moves only when the test moves it: however slow the machine, the ten
  // beats pass quicker than the half second the announcer waits.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await timeline(page).focus();
  for (let beat = 1; beat <= 10; beat++) {
    await page.keyboard.press('ArrowRight');
    await expect(timeline(page)).toHaveValue(String(beat));
  }
  await page.clock.runFor(400);
  expect(await heard(page)).toHaveLength(1);
  await page.clock.runFor(200);
  await expect.poll(() => heard(page)).toHaveLength(2);
  expect((await heard(page))[1]).toBe(beatAnnouncement(crash, 10, { trace: crash, index: 0 }));
  // The Timeline says where the learner is, not the caption again.
  await expect(timeline(page)).toHaveAttribute('aria-valuetext', /^Chapter 7, .*: beat 11 of 24\.$/);

  // Playing on: each beat's caption at once, each once.
  await page.keyboard.press('k');
  for (const beat of [11, 12, 13]) {
    // A beat lasts its caption's reading time: the clock moves in steps until the next one is on screen.
    for (let i = 0; i < 40 && (await timeline(page).inputValue()) !== String(beat); i++) await page.clock.runFor(250);
    await expect(timeline(page)).toHaveValue(String(beat));
  }
  await page.keyboard.press('k');
  const played = (await heard(page)).slice(2);
  expect(played.slice(0, 3)).toEqual([11, 12, 13].map((b) => captionOf('payflow', crash.beats[b]!)));
  expect(new Set(played).size).toBe(played.length);
});

test('?describe=1 shows beside the stage the very words the live region says, and the description is the Trace’s', async ({ page }) => {
  await listen(page);
  await openAt(page, 'chapter=crash&beat=9&describe=1');
  const panel = page.getByRole('region', { name: 'What a screen reader gets' });
  await expect(panel.locator('[data-said="played"]')).toHaveText(beatAnnouncement(crash, 9));
  await expect(panel.locator('[data-said="stepped"]')).toHaveText(beatAnnouncement(crash, 9, { trace: crash, index: 8 }));
  const description = panel.getByRole('region', { name: 'Scene description' });
  await expect(description.getByRole('listitem')).toHaveText(sceneDescription(crash, 9).map((l) => l.text));
  // One region of that name on the page: the drawn one takes the unseen one's place.
  await expect(page.getByRole('region', { name: 'Scene description' })).toHaveCount(1);
  await expect.poll(() => heard(page)).toContain(captionOf('payflow', crash.beats[9]!));
  await expect(panel.getByRole('list', { name: 'Announced so far (newest first)' }).getByRole('listitem').first()).toHaveText(captionOf('payflow', crash.beats[9]!));

  // Off the review page, the same description is beside the stage for screen readers only.
  await openAt(page, 'chapter=crash&beat=9');
  const unseen = page.getByRole('region', { name: 'Scene description' });
  await expect(unseen.getByRole('listitem')).toHaveText(sceneDescription(crash, 9).map((l) => l.text));
  await expect(unseen).toHaveClass(/sr-only/);
});

test('a break switch that changes a Check’s verdict is announced, once', async ({ page }) => {
  await listen(page);
  await openAt(page, 'chapter=crash');
  await page.getByRole('button', { name: 'No PayCo key' }).click();
  await expect.poll(async () => (await heard(page)).filter((t) => t.startsWith('Check now'))).toEqual([
    expect.stringMatching(/^Check now broken: Each order is charged at most once, first at beat \d+\.$/),
  ]);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect.poll(async () => (await heard(page)).length).toBeGreaterThan(2);
  expect((await heard(page)).filter((t) => t.startsWith('Check now'))).toHaveLength(1);
});

test('single-key shortcuts can be turned off and given other keys, and the setting stays for the next visit (WCAG 2.1.4)', async ({ page }) => {
  await openAt(page, 'chapter=ticket');
  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts and help' });
  await sheet.getByRole('textbox', { name: 'Key for Play or pause' }).fill('p');
  await expect(sheet.getByRole('status')).toHaveText('Play or pause is now P.');
  await sheet.getByRole('textbox', { name: 'Key for Captions on or off' }).fill('p');
  await expect(sheet.getByRole('status')).toHaveText('P is already the key for Play or pause.');
  await expect(sheet.getByRole('row', { name: /Play or pause/ })).toContainText('Space or P');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(timeline(page)).toBeEnabled({ timeout: 20_000 });
  await timeline(page).focus();
  await page.keyboard.press('k'); // no longer Play's key
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('p');

  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
  await sheet.getByRole('checkbox', { name: 'Space, letters and symbols are shortcuts' }).uncheck();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(timeline(page)).toBeEnabled({ timeout: 20_000 });
  await timeline(page).focus();
  for (const key of ['p', ' ', 'c', '?']) await page.keyboard.press(key);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet).toBeHidden();
  await page.keyboard.press('ArrowRight'); // the arrows are no character keys: they stay
  await expect(timeline(page)).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Captions' })).toHaveAttribute('title', 'Captions');
});

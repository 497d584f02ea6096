import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { embedAt, messages, recordMessages, waitForMessage, type Message } from './course';

// Pages that page.route serves count as public for Chromium's Local Network Access checks (see embed.spec.ts).
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

type ReadyChapter = { id: string; title: string; beats: number; durationMs: number };

/**
 * Embeds the app with a fake clock in every frame: time runs as usual while it loads, then stands
 * still; `clock.runFor` then plays it on, animation frames and all.
 */
async function embedWithClock(page: Page, query: string): Promise<{ frame: FrameLocator; ready: Message }> {
  await recordMessages(page);
  await page.clock.install();
  const frame = await embedAt(page, 960, 540, query);
  const ready = await waitForMessage(page, 'cloakroom:ready');
  await page.clock.pauseAt(Date.now() + 60_000);
  return { frame, ready };
}

const timeline = (frame: FrameLocator) => frame.getByRole('slider', { name: 'Timeline' });

test('a playlist offers only its chapters, in its order, and ready gives each one’s beats and length', async ({ page }) => {
  const { frame, ready } = await embedWithClock(page, 'chapters=crash,ticket');
  const chapters = ready.chapters as ReadyChapter[];
  expect(chapters.map((c) => c.id)).toEqual(['crash', 'ticket']);
  for (const chapter of chapters) {
    expect(chapter.beats).toBeGreaterThan(1);
    expect(chapter.durationMs).toBeGreaterThan(chapter.beats * 1000); // every beat stays on screen a second or more
  }
  expect(ready).toMatchObject({ chapter: 'crash', beat: 0 });
  await expect(timeline(frame)).toHaveAttribute('max', String(chapters[0]!.beats - 1));
  await expect(frame.getByRole('combobox', { name: 'Chapter' }).getByRole('option')).toHaveText([/attendant faints/i, /ticket for the coat/i]);
  await expect(frame.getByRole('navigation', { name: 'Chapters' }).getByRole('button')).toHaveCount(2);
});

// One playlist of two, played from its first beat at 1× on the fake clock: the length ready gave is
// when its last beat ends, and without continue=1 playback stops there and does not go on to crash.
test('ready’s length of a chapter is how long it really plays at 1×; ended comes when its last beat has had its time, and embedded, playback stops at the chapter’s end', async ({ page }) => {
  test.setTimeout(60_000); // the two tests' budgets, 30 s each; no wait inside is longer than theirs
  const { frame, ready } = await embedWithClock(page, 'chapters=ticket,crash');
  const ticket = (ready.chapters as ReadyChapter[])[0]!;
  await frame.getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(ticket.durationMs - 200);
  await expect(timeline(frame)).toHaveValue(String(ticket.beats - 1)); // on the last beat, its time not yet up
  expect(await messages(page, 'cloakroom:ended')).toEqual([]);
  // Each beat ends on the first frame after its time: allow a frame or two per beat.
  await page.clock.runFor(200 + ticket.beats * 40);
  expect(await waitForMessage(page, 'cloakroom:ended')).toEqual({ type: 'cloakroom:ended', chapter: 'ticket' });
  await expect(frame.getByRole('button', { name: 'Play' })).toBeVisible(); // stopped there
  // Long after: still stopped on ticket's last beat, said once, and no next chapter.
  await page.clock.runFor(30_000);
  await expect(frame.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(timeline(frame)).toHaveValue(String(ticket.beats - 1));
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(/ticket/i);
  expect((await messages(page)).map((m) => m.type)).not.toContain('cloakroom:chapterchange');
  expect(await messages(page, 'cloakroom:ended')).toEqual([{ type: 'cloakroom:ended', chapter: 'ticket' }]);
});

test('with continue=1 an embed plays on from a chapter’s end into the next', async ({ page }) => {
  const { frame } = await embedWithClock(page, 'chapters=ticket,crash&continue=1');
  await timeline(frame).focus();
  await page.keyboard.press('End');
  await frame.getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(30_000);
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(/attendant faints/i);
  expect(await waitForMessage(page, 'cloakroom:chapterchange')).toMatchObject({ chapter: 'crash' });
  await expect(frame.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('start and end play just those beats of the opening chapter, and Play plays them again', async ({ page }) => {
  const { frame, ready } = await embedWithClock(page, 'chapter=crash&start=4&end=6');
  expect(ready).toMatchObject({ chapter: 'crash', beat: 4 });
  await expect(timeline(frame)).toHaveValue('4');
  await frame.getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(60_000);
  await expect(timeline(frame)).toHaveValue('6');
  await expect(frame.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await waitForMessage(page, 'cloakroom:ended')).toMatchObject({ chapter: 'crash' });
  await frame.getByRole('button', { name: 'Play' }).click();
  await expect(timeline(frame)).toHaveValue('4');
});

test('a bad playlist, start, end or continue is named in the notice, and the default is used', async ({ page }) => {
  const { frame } = await embedWithClock(page, 'chapters=ticket,nope&start=two&end=999&continue=maybe');
  const notice = frame.getByRole('status').filter({ hasText: 'not understood' });
  await expect(notice).toContainText('chapters=“nope”');
  await expect(notice).toContainText('start=“two” is not a beat number');
  await expect(notice).toContainText('continue=“maybe”');
  // end=999 is a number, but not one of this chapter's beats: named once the chapter is built.
  await expect(notice).toContainText(/end=“999” is not a beat of this chapter \(0 to \d+\); using the last beat/);
  await expect(timeline(frame)).toHaveValue('0');
  await expect(frame.getByRole('navigation', { name: 'Chapters' }).getByRole('button')).toHaveCount(1);
});

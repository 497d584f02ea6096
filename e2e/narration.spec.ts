import '../src/narration/en/activate';
import { expect, test, type Page } from '@playwright/test';
import { buildChapter } from '../src/core/scenarios';
import { loadSqlJs } from '../src/core/sqlite';
import { captionOf, onScreenMs } from '../src/narration/captionOf';
import { longestSentenceMs } from '../src/narration/narrator';
import { captions, installFakeVoice, openPlayer } from './helpers';

/** Lets the page finish what the last clock step queued: React renders in a task of its own (MessageChannel, not faked). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  }));
}

/**
 * For the ticket chapter's first beats at 2×, how long to let time run: longer than the beat lasts on
 * screen (so it would have moved on), shorter than the narrator's watchdog for its sentence (which
 * ends a sentence that never reports its end). Counted from the chapter's real Trace, built here.
 */
async function waitsPerBeat(beats: number): Promise<number[]> {
  const trace = await buildChapter(await loadSqlJs(), { chapter: 'ticket', story: 'payflow', breaks: [], seed: 1 });
  return trace.beats.slice(0, beats).map((beat) => {
    const onScreen = onScreenMs('payflow', beat, 2);
    const watchdog = longestSentenceMs(captionOf('payflow', beat));
    expect(onScreen).toBeLessThan(watchdog); // else the test could not tell holding from not
    return (onScreen + watchdog) / 2;
  });
}

test('narration speaks each caption once and the beat waits for its sentence', async ({ page }) => {
  await installFakeVoice(page);
  await page.clock.install();
  await openPlayer(page, 'chapter=ticket&narration=1&speed=2');
  await expect.poll(() => page.evaluate(() => window.spoken.length)).toBe(1);
  expect(await page.evaluate(() => window.spoken[0])).toBe((await captions(page).textContent())!.trim());

  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Play' }).click();
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  const waits = await waitsPerBeat(4);
  for (let beat = 0; beat <= 3; beat++) {
    // Longer than the beat lasts: without its sentence's end, it must not move on.
    await page.clock.runFor(waits[beat]!);
    await settle(page);
    await expect(timeline).toHaveValue(String(beat));
    expect(await page.evaluate(() => window.spoken.length)).toBe(beat + 1);
    expect(await page.evaluate(() => window.spoken.at(-1))).toBe((await captions(page).textContent())!.trim());
    await page.evaluate(() => window.finishSentence()); // the sentence ends: the beat may now end
  }
  await page.getByRole('button', { name: 'Pause' }).click();
  const spoken = await page.evaluate(() => window.spoken);
  expect(new Set(spoken).size).toBe(spoken.length); // each caption once
});

test('without speech in the browser the button says so and captions carry on', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', { value: undefined });
  });
  await openPlayer(page, 'chapter=ticket&narration=1');
  await expect(page.getByRole('button', { name: 'Narration unavailable' })).toBeVisible();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(captions(page)).not.toBeEmpty();
});

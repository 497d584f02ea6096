import { expect, test } from '@playwright/test';
import { beatIndex, captions, openPlayer, rowsOf } from './helpers';

test.describe('keyboard and controls', () => {
  test('every documented key works while focus is in the player', async ({ page }) => {
    const timeline = await openPlayer(page, 'chapter=ticket');
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('heading', { level: 1 }).click(); // focus lands in the player, on no control
    const play = page.getByRole('button', { name: 'Play' });

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await beatIndex(page)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    expect(await beatIndex(page)).toBe(1);
    await page.keyboard.press('End');
    expect(await beatIndex(page)).toBe(Number(await timeline.getAttribute('max')));
    await page.keyboard.press('Home');
    expect(await beatIndex(page)).toBe(0);

    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.keyboard.press('k');
    await expect(play).toBeVisible();

    await page.keyboard.press('Shift+ArrowRight');
    await expect(heading).toContainText('A new ticket every time');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(heading).toContainText('A ticket for the coat');

    const speed = page.getByRole('combobox', { name: 'Speed' });
    await page.keyboard.press('>');
    await expect(speed).toHaveValue('1.25');
    await page.keyboard.press('<');
    await page.keyboard.press('<');
    await expect(speed).toHaveValue('0.75');

    const captionsButton = page.getByRole('button', { name: 'Captions' });
    await expect(captionsButton).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('c');
    await expect(captionsButton).toHaveAttribute('aria-pressed', 'false');
    await expect(captions(page)).toContainText('Captions are off');
    await page.keyboard.press('c');

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts and help' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('table', { name: 'Keyboard shortcuts' })).toContainText('Shift + →');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await expect(page.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  test('Escape in a sheet opened with nothing focused: the Timeline has the focus by the time the close event is dispatched', async ({ page }) => {
    // A sheet opened by a key with the page's body focused has no opener to go back to. The focus must
    // be on the Timeline already when the 'close' event is dispatched (recorded here before any handler
    // of the page's), not on the body until a later task moves it: a key pressed in between would see it
    // lost. (A suspect for the keyboard fuzzer's help-sheet losses, seeds 31, 32, 34, 35; it holds, so
    // their cause is elsewhere.)
    const timeline = await openPlayer(page, 'chapter=ticket');
    await page.evaluate(() => {
      const w = window as unknown as { focusAtClose?: string };
      // The first close only: the platform dispatches it in a task of its own after the sheet is hidden.
      addEventListener('close', () => (w.focusAtClose ??= document.activeElement?.id || document.activeElement?.tagName), { capture: true });
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts and help' });
    await expect(help).toBeVisible();
    await help.getByRole('textbox', { name: 'Key for Faster' }).focus();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(timeline).toBeFocused();
    // Polled: the sheet is hidden before its close event is dispatched (a queued task), so a read right
    // after could run first and see none (fresh-clone CI run 1 on 9125939: undefined).
    await expect.poll(() => page.evaluate(() => (window as unknown as { focusAtClose?: string }).focusAtClose)).toBe('timeline');
  });

  test('the help opened by its key over the Embed sheet gives the focus back to the Embed sheet when it closes, never to the body', async ({ page }) => {
    // The keyboard fuzzer's help-sheet loss (seed 34): with the focus off the page, '?' opens the help
    // over the Embed sheet, its opener the body; closed, it tried the Timeline, which the modal Embed sheet keeps out.
    await openPlayer(page, 'chapter=fencing');
    await page.getByRole('button', { name: 'Embed' }).click();
    const embed = page.getByRole('dialog');
    await expect(embed).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts and help' });
    await expect(help).toBeVisible();
    await page.keyboard.press('?');
    await expect(help).toBeHidden();
    await expect(page.getByRole('dialog')).toBeVisible(); // the Embed sheet, still open
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
  });

  test('a chapter chosen from the strip by keyboard keeps its button in sight though the page above it gets shorter (WCAG 2.4.11)', async ({ page }) => {
    // In the sandbox its panel stands above the strip; the chapter chosen has none, so the page above the
    // focused button shrinks by some 600 px. Chromium's scroll anchoring keeps some node in place, which
    // one depends on timing (seen: the button 279 px above the window); WebKit has no scroll anchoring.
    // Without it here, as in WebKit, the button always leaves the window unless the page brings it back.
    await page.setViewportSize({ width: 1280, height: 720 });
    await openPlayer(page, `chapter=sandbox&scene=${encodeURIComponent('v1; payflow sandbox; order @1; tap 1 @2s')}`);
    await page.addStyleTag({ content: 'html, body { overflow-anchor: none; }' });
    const retention = page.getByRole('button', { name: /Tickets expire/ });
    await retention.focus();
    await expect(retention).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tickets expire');
    await expect(retention).toBeFocused();
    await expect(retention).toBeInViewport();
  });

  test('a control the learner scrolled away from stays where they put it when the page changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const timeline = await openPlayer(page, 'chapter=crash');
    await timeline.focus();
    await expect(timeline).toBeInViewport();
    await page.mouse.move(640, 360);
    await page.mouse.wheel(0, 1500);
    await expect(timeline).not.toBeInViewport();
    // The page changes while the Timeline keeps the focus: End jumps to the chapter's last beat, rows come and the page grows.
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.keyboard.press('End');
    await expect.poll(() => beatIndex(page)).toBe(Number(await timeline.getAttribute('max')));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).not.toBe(before);
    await expect(timeline).toBeFocused();
    await expect(timeline).not.toBeInViewport();
  });

  test('the keys work right after the page loads, with nothing focused yet', async ({ page }) => {
    await openPlayer(page, 'chapter=ticket');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await beatIndex(page)).toBe(1);
    await page.keyboard.press('k');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('N turns narration on and off when the browser can speak', async ({ page }) => {
    await page.addInitScript(() => {
      class FakeUtterance {
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(public text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: { speak: (u: FakeUtterance) => setTimeout(() => u.onend?.(), 10), cancel: () => {} },
      });
    });
    await openPlayer(page, 'chapter=ticket');
    const narration = page.getByRole('button', { name: 'Narration' });
    await expect(narration).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('n');
    await expect(narration).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('N');
    await expect(narration).toHaveAttribute('aria-pressed', 'false');
  });

  test('the buttons have their names and do what they say', async ({ page }) => {
    await openPlayer(page, 'chapter=ticket');
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    expect(await beatIndex(page)).toBe(2);
    await page.getByRole('button', { name: 'Step back' }).click();
    expect(await beatIndex(page)).toBe(1);
    await page.getByRole('button', { name: 'Next chapter' }).click();
    await expect(heading).toContainText('A new ticket every time');
    await page.getByRole('button', { name: 'Previous chapter' }).click();
    await expect(heading).toContainText('A ticket for the coat');
    await page.getByRole('combobox', { name: 'Chapter' }).selectOption('crash');
    await expect(heading).toContainText('The attendant faints');
    await page.getByRole('navigation', { name: 'Chapters' }).getByRole('button', { name: /Whose ticket/ }).click();
    await expect(heading).toContainText('Whose ticket?');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Restart chapter' }).click();
    expect(await beatIndex(page)).toBe(0);
  });

  test('stepping back restores the earlier rows, and captions change with the beats', async ({ page }) => {
    await openPlayer(page, 'chapter=ticket');
    const keys = page.getByRole('table', { name: 'idempotency_keys' });
    await page.getByRole('heading', { level: 1 }).click();
    const seen: string[] = [];
    let claimed = -1;
    // Walk until the claim puts an in_flight row in the table.
    for (let i = 0; i < 10 && claimed < 0; i++) {
      await page.keyboard.press('ArrowRight');
      seen.push((await captions(page).textContent()) ?? '');
      const rows = await rowsOf(keys);
      if (rows[0]?.status === 'in_flight') claimed = await beatIndex(page);
    }
    expect(claimed).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length); // every beat said something new
    const inFlight = await rowsOf(keys);
    // On until the answer is saved…
    for (let i = 0; i < 10 && (await rowsOf(keys))[0]?.status !== 'done'; i++) await page.keyboard.press('ArrowRight');
    expect((await rowsOf(keys))[0]!.status).toBe('done');
    // …and back: the very rows of the earlier beat, then none at all.
    await page.getByRole('slider', { name: 'Timeline' }).fill(String(claimed));
    expect(await rowsOf(keys)).toEqual(inFlight);
    await page.keyboard.press('Home');
    expect(await rowsOf(keys)).toEqual([]);
  });

  // The beat's caption is not in the value text: the announcer says it once the learner stops (issue 31).
  test('the Timeline says the chapter and the beat', async ({ page }) => {
    const timeline = await openPlayer(page, 'chapter=double-click');
    await timeline.focus();
    await page.keyboard.press('ArrowRight');
    await expect(timeline).toHaveAttribute('aria-valuetext', /^Chapter 5, The double click: beat 2 of \d+\.$/);
  });

  test('playing on from a chapter’s end starts the next chapter', async ({ page }) => {
    await openPlayer(page, 'chapter=lost-response&speed=2');
    await page.getByRole('slider', { name: 'Timeline' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('k');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A ticket for the coat', { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });
});

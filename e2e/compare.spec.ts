import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { embedAt, recordMessages, waitForMessage } from './course';
import { holdRequests, openPlayer, rowsOf } from './helpers';
import { BLIND_TAKEOVER, runTests, typeStore } from './yourStore';

// Two runs of one scene side by side, driven as a learner would: "Compare…", the choices, the
// difference strip and the Timeline by their names, the rows read from each side's own region.

// Pages that page.route serves count as public for Chromium's Local Network Access checks (see embed.spec.ts).
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

type Scope = Page | FrameLocator;
const side = (scope: Scope, name: RegExp) => scope.getByRole('region', { name });
const chargesOf = (region: Locator) => region.getByRole('table', { name: /charges/i });
const strip = (scope: Scope) => scope.getByRole('region', { name: 'Differences' });

test('the crash chapter against “No PayCo key”: the first difference is the takeover’s second charge, 1 charge against 2; the link reopens it', async ({ page }) => {
  test.setTimeout(60_000); // two page loads, each building both runs
  await openPlayer(page, 'chapter=crash&story=payflow');
  await page.getByRole('button', { name: 'Compare…' }).click();
  await page.getByRole('dialog', { name: 'Compare this scene with' }).getByRole('button', { name: 'No PayCo key', exact: true }).click();

  // Each side a region named for it, its stage named for it too.
  await expect(side(page, /^A: with PayCo’s key$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Stage: No PayCo key' })).toBeVisible();
  await expect(strip(page)).toContainText(/A: 1 charge\. B: 2 charges — ch_2 at [\d.]+ s, Worker 2’s takeover\./);

  await strip(page).getByRole('button', { name: 'Next difference' }).click();
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await expect(timeline).toHaveAttribute('aria-valuetext', /the first difference/);
  // On both sides, the first difference is marked; B's ledger has the takeover's second charge, A's its one.
  for (const name of [/^A: with PayCo’s key$/, /^B: No PayCo key$/]) await expect(side(page, name)).toContainText('First difference');
  const rowsA = await rowsOf(chargesOf(side(page, /^Rows, A:/)));
  const rowsB = await rowsOf(chargesOf(side(page, /^Rows, B:/)));
  expect(rowsA.map((r) => r.id)).toEqual(['ch_1']);
  expect(rowsB.map((r) => r.id)).toEqual(['ch_1', 'ch_2']);
  await expect(side(page, /^Rows, B:/).getByRole('list', { name: 'Checks' }).getByRole('listitem').filter({ hasText: 'Each order is charged at most once' })).toContainText('broken (not as on the other side)');
  // One step back, they agree: the difference begins there.
  await timeline.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(strip(page)).toContainText('Here: the same on both sides.');
  expect(await rowsOf(chargesOf(side(page, /^Rows, B:/)))).toHaveLength(1);
  await page.keyboard.press('d'); // the key for Next difference
  await expect(timeline).toHaveAttribute('aria-valuetext', /the first difference/);

  // The address carries the comparison; opened again, it is the same one.
  const compare = new URL(page.url()).searchParams.get('compare');
  expect(compare).toBe('v1; payflow crash; a; b break no-provider-key');
  const step = await timeline.inputValue();
  await page.goto(page.url());
  await expect(side(page, /^B: No PayCo key$/)).toBeVisible({ timeout: 20_000 });
  await expect(strip(page)).toContainText(/A: 1 charge\. B: 2 charges — ch_2/);
  await strip(page).getByRole('button', { name: 'Next difference' }).click();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveValue(step);

  // Close: the single view of the chapter, and the address without compare=.
  await page.getByRole('button', { name: 'Close the comparison' }).click();
  await expect(page.getByRole('region', { name: 'Stage' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('compare')).toBeNull();
});

// Every refusal is the parser's (compareLink.test.ts names each by its place); here, that the page says one and plays on.
test('a compare= that cannot be read, or whose side cannot run, is named in the notice, and the single view plays', async ({ page }) => {
  for (const [bad, said] of [
    ['%25%25garbage', /compare=“%%garbage” is not a comparison Cloakroom can read: statement 1, at character 1, the text starts with its version/],
    [encodeURIComponent('v1; payflow crash; a; b yours'), /side could not|your own store, and there is none here yet/],
  ] as const) {
    await openPlayer(page, `chapter=crash&compare=${bad}`);
    await expect(page.getByRole('status').filter({ hasText: 'compare=' })).toContainText(said, { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Stage' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Differences' })).toHaveCount(0);
  }
});

test('in a 640 × 360 box, the sides are tabs and the difference strip stays in view, nothing to scroll; ready says it is comparing', async ({ page }) => {
  await recordMessages(page);
  const text = 'v1; payflow crash; a; b break no-provider-key';
  const frame = await embedAt(page, 640, 360, `chapter=crash&compare=${encodeURIComponent(text)}`);
  const ready = await waitForMessage(page, 'cloakroom:ready');
  expect(ready.comparing).toMatchObject({ compare: text, steps: expect.any(Number), differences: expect.arrayContaining([expect.any(Number)]) });
  const frameBox = (await page.locator('iframe').boundingBox())!;
  const inside = async (part: Locator, what: string) => {
    await expect(part, what).toBeVisible();
    const box = (await part.boundingBox())!;
    expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(frameBox.y + frameBox.height + 0.5);
    expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(frameBox.x + frameBox.width + 0.5);
  };
  const tabs = frame.getByRole('tablist', { name: 'Sides' });
  await inside(tabs.getByRole('tab', { name: 'A: with PayCo’s key' }), 'tab A');
  await inside(tabs.getByRole('tab', { name: 'B: No PayCo key' }), 'tab B');
  await inside(strip(frame), 'the difference strip');
  await inside(frame.getByRole('region', { name: 'Stage: with PayCo’s key' }), 'A’s stage');
  await inside(frame.getByRole('button', { name: 'Play' }), 'Play');
  await inside(frame.getByRole('slider', { name: 'Timeline' }), 'the Timeline');
  expect(await frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight)).toBeLessThanOrEqual(0);

  await tabs.getByRole('tab', { name: 'B: No PayCo key' }).click();
  await inside(frame.getByRole('region', { name: 'Stage: No PayCo key' }), 'B’s stage');
  await strip(frame).getByRole('button', { name: 'Next difference' }).click();
  await expect(frame.getByRole('region', { name: 'Stage: No PayCo key' })).toContainText('charged ch_2');
  await inside(strip(frame), 'the difference strip, at the first difference');
  // The page's seek drives the comparison's Timeline.
  await page.evaluate(() => document.querySelector('iframe')!.contentWindow!.postMessage({ type: 'cloakroom:seek', beat: 0 }, '*'));
  await expect(frame.getByRole('slider', { name: 'Timeline' })).toHaveValue('0');
});

test('in the sandbox, acting at an earlier beat makes a branch; two branches compare side by side', async ({ page }) => {
  const scene = 'v1; payflow sandbox; order @1; crash worker-1 save; wait @6s';
  const timeline = await openPlayer(page, `chapter=sandbox&story=payflow&scene=${encodeURIComponent(scene)}`);
  const actions = page.getByRole('group', { name: 'Actions at this beat' });
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('max', /^(?!1$)\d+$/, { timeout: 20_000 });
  // PayCo's key off, from the scene's end: the same branch.
  await timeline.focus();
  await page.keyboard.press('End');
  await page.getByText(/^The whole scene/).click();
  await actions.getByRole('button', { name: 'Turn PayCo’s own key off' }).click();
  await expect(page.getByRole('status').filter({ hasText: /re-ran on the real store/ })).toBeVisible();
  const tree = page.getByRole('region', { name: 'Branches' });
  await expect(tree.getByRole('listitem')).toHaveCount(1);
  // A tap past lockMs at the end goes on in the branch; back at beat 2, a new order starts a branch.
  await timeline.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
  await actions.getByRole('button', { name: 'New order' }).click();
  await expect(page.getByRole('status').filter({ hasText: /a new branch, Branch 2, from beat 3/ })).toBeVisible();
  await expect(tree.getByRole('listitem')).toHaveCount(2);
  await expect(tree.getByRole('listitem').filter({ hasText: 'Branch 2' })).toContainText('from Branch 1, beat 3');
  // The address is the branch on screen: the earlier crash is gone from it, the switch stays.
  expect(new URL(page.url()).searchParams.get('scene')).toMatch(/^v1; payflow sandbox; order @1; paycoKey off; order @\S+$/);

  // Rename it, then compare it with Branch 1.
  await tree.getByRole('button', { name: 'Rename Branch 2' }).click();
  await tree.getByRole('textbox', { name: 'New name for Branch 2' }).fill('two orders');
  await tree.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Compare…' }).click();
  await page.getByRole('dialog', { name: 'Compare this scene with' }).getByRole('button', { name: 'Branch 1' }).click();
  await expect(side(page, /^A: two orders$/)).toBeVisible({ timeout: 20_000 });
  await expect(side(page, /^B: Branch 1$/)).toBeVisible();
  await page.getByRole('slider', { name: 'Timeline' }).focus();
  await page.keyboard.press('End');
  const keysA = await rowsOf(side(page, /^Rows, A:/).getByRole('table', { name: 'idempotency_keys' }));
  const keysB = await rowsOf(side(page, /^Rows, B:/).getByRole('table', { name: 'idempotency_keys' }));
  expect(keysA).toHaveLength(2); // two orders, two keys
  expect(keysB).toHaveLength(1);
  expect(new URL(page.url()).searchParams.get('compare')).toMatch(/^v1; payflow sandbox; order @1; a; paycoKey off; order @\S+; b; crash worker-1 save; wait @6s; paycoKey off$/);
  await expect(strip(page)).toContainText(/First difference at/);
});

test('the learner’s store against the lesson’s: after Your turn’s tests run, “Compare…” plays the same scene on their code', async ({ page }) => {
  test.setTimeout(90_000);
  await openPlayer(page, 'chapter=your-turn&story=payflow&break=no-provider-key');
  await expect(page.getByRole('textbox', { name: 'Your store' })).toBeVisible({ timeout: 30_000 });
  // Without compare-and-set, both stale retries take the lock: with no key of the shop's, PayCo charges once more than the lesson's store lets it.
  await typeStore(page, BLIND_TAKEOVER);
  await runTests(page);
  await page.getByRole('combobox', { name: 'Chapter' }).selectOption('crash');
  await page.getByRole('button', { name: 'Compare…' }).click();
  await page.getByRole('dialog', { name: 'Compare this scene with' }).getByRole('button', { name: 'The same scene on your store' }).click();

  await expect(side(page, /^B: your store$/)).toBeVisible({ timeout: 30_000 });
  await expect(side(page, /^A: the lesson’s store$/)).toBeVisible();
  await expect(strip(page)).toContainText(/A: 2 charges\. B: 3 charges — ch_3 at [\d.]+ s/);
  await page.getByRole('slider', { name: 'Timeline' }).focus();
  await page.keyboard.press('End');
  expect(await rowsOf(chargesOf(side(page, /^Rows, A:/)))).toHaveLength(2);
  expect(await rowsOf(chargesOf(side(page, /^Rows, B:/)))).toHaveLength(3);
  expect(new URL(page.url()).searchParams.get('compare')).toMatch(/; b yours /);
});

test('chosen by keyboard, the comparison takes the focus: it never falls to the page’s body: its title has it, and Tab goes on inside it', async ({ page }) => {
  await openPlayer(page, 'chapter=crash&story=payflow');
  await page.getByRole('button', { name: 'Compare…' }).focus();
  await page.keyboard.press('Enter');
  const choice = page.getByRole('dialog', { name: 'Compare this scene with' }).getByRole('button', { name: 'No PayCo key', exact: true });
  await choice.focus();
  // Where the focus is at every frame from the choice on, until the comparison is built.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __focusAt: string[] }).__focusAt = []);
    const each = () => {
      seen.push(document.activeElement === document.body || document.activeElement === null ? 'body' : 'element');
      if (seen.length < 600) requestAnimationFrame(each);
    };
    requestAnimationFrame(each);
  });
  await page.keyboard.press('Enter');
  const comparison = page.getByRole('main', { name: /^A: .* · B: / });
  await expect(side(page, /^B: No PayCo key$/)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __focusAt: string[] }).__focusAt.length)).toBeGreaterThan(30);
  expect(await page.evaluate(() => (window as unknown as { __focusAt: string[] }).__focusAt.filter((at) => at === 'body').length)).toBe(0);
  // On the comparison's title (a screen reader says what opened), then on through its controls.
  await expect(comparison.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(comparison.getByRole('button', { name: 'Close the comparison' })).toBeFocused();
});

// The picker's code loads when “Compare…” is pressed: on a slow connection the learner may open another
// sheet meanwhile, and the picker then arrives on top of it. Escape closes the picker, whose Close had
// the focus; every control outside the sheet beneath is inert, so only a place in that sheet can take it.
test('a Compare… picker that arrives over a sheet opened meanwhile: Escape gives the focus to the sheet beneath, never to the body', async ({ page }) => {
  const picker = await holdRequests(page, '**/assets/compare-*.js');
  await openPlayer(page, 'chapter=double-click');
  await page.getByRole('button', { name: 'Compare…' }).press('Enter');
  await expect.poll(picker.asked).toBe(1);
  await page.getByRole('button', { name: 'Transcript' }).press('Enter');
  const transcript = page.getByRole('dialog', { name: 'Transcript' });
  await expect(transcript.getByRole('button', { name: 'Close' })).toBeFocused();
  picker.release();
  const choices = page.getByRole('dialog', { name: 'Compare this scene with' });
  await expect(choices.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
  await expect(transcript.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  // Escape again closes the transcript, and the focus goes back to what opened it.
  await page.keyboard.press('Escape');
  await expect(transcript).toBeHidden();
  await expect(page.getByRole('button', { name: 'Transcript' })).toBeFocused();
});

test('Escape in the Compare… picker gives the focus back to Compare…, as every sheet gives it back to its opener', async ({ page }) => {
  await openPlayer(page, 'chapter=double-click');
  const compare = page.getByRole('button', { name: 'Compare…' });
  await compare.press('Enter');
  const choices = page.getByRole('dialog', { name: 'Compare this scene with' });
  await expect(choices.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
  await expect(compare).toBeFocused();
});

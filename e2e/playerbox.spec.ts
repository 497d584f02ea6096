import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { BOX_SIZES, embedAt, resizeFrame } from './course';
import { rowsOf } from './helpers';
import { axeViolations } from './a11y/axe';

// Pages that page.route serves count as public for Chromium's Local Network Access checks (see embed.spec.ts).
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

/** Asserts that `part` lies wholly inside the iframe's box, as the course page shows it. */
async function expectInsideFrame(page: Page, part: Locator, what: string): Promise<void> {
  const frame = (await page.locator('iframe').boundingBox())!;
  await expect(part, what).toBeVisible();
  const box = (await part.boundingBox())!;
  expect(box.width * box.height, `${what} has an area`).toBeGreaterThan(0);
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(frame.y - 0.5);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
}

/** The stage, the caption, Play and the Timeline in view at the chapter's first beat and its last caption at the end. */
async function expectPlayerInView(page: Page, frame: FrameLocator): Promise<void> {
  const timeline = frame.getByRole('slider', { name: 'Timeline' });
  await timeline.focus();
  await page.keyboard.press('Home'); // the first beat, as a fresh load shows it
  await expect(timeline).toHaveValue('0');
  await expectInsideFrame(page, frame.getByRole('button', { name: 'Play' }), 'Play');
  await expectInsideFrame(page, timeline, 'the Timeline');
  await expectInsideFrame(page, frame.getByRole('region', { name: 'Captions' }), 'the captions');
  await expectInsideFrame(page, frame.getByRole('region', { name: 'Stage' }), 'the stage');
  // Nothing to scroll to: the frame's document is exactly as tall as the frame.
  const overflow = await frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight);
  expect(overflow).toBeLessThanOrEqual(0);
  // The last beat's caption is there to read, not clipped to nothing.
  await timeline.focus();
  await page.keyboard.press('End');
  await expect(frame.getByRole('region', { name: 'Captions' })).toContainText(/1 charge/);
  await expectInsideFrame(page, frame.getByRole('region', { name: 'Captions' }).getByText(/1 charge/), 'the last caption');
}

// The box lays itself out for the frame's size whenever it changes (useBoxLayout follows resize), so
// one page, its iframe resized from size to size as a course page may do, stands for a load per size.
for (const extra of new Set(BOX_SIZES.map(([, , query]) => query))) {
  const sizes = BOX_SIZES.filter(([, , query]) => query === extra);
  const named = sizes.map(([w, h]) => `${w} × ${h}`).join(', ');
  test(`in a ${named} frame${extra ? ' with controls=minimal' : ''}, the stage, the caption, Play and the Timeline are in view`, async ({ page }) => {
    test.setTimeout(30_000 + 10_000 * (sizes.length - 1)); // one load, then each further size's checks
    const [[width, height]] = sizes as [[number, number, string]];
    const frame = await embedAt(page, width, height, `${extra}chapter=crash`);
    for (const [w, h] of sizes) {
      await test.step(`${w} × ${h}`, async () => {
        await resizeFrame(page, w, h);
        await expectPlayerInView(page, frame);
      });
    }
  });
}

test('a notice about bad parameters never pushes Play or the Timeline out of a small box', async ({ page }) => {
  const frame = await embedAt(page, 480, 270, 'chapter=crash&speed=9&theme=purple&start=x&end=y&continue=maybe&chapters=nope');
  await expect(frame.getByRole('status').filter({ hasText: 'not understood' })).toBeVisible();
  await expectInsideFrame(page, frame.getByRole('button', { name: 'Play' }), 'Play under the notice');
  await expectInsideFrame(page, frame.getByRole('slider', { name: 'Timeline' }), 'the Timeline under the notice');
  await expectInsideFrame(page, frame.getByRole('region', { name: 'Captions' }), 'the captions under the notice');
});

test('in a small box the panels are views: one at a time, switched by tabs, with the store’s real rows', async ({ page }) => {
  const frame = await embedAt(page, 640, 360, 'chapter=ticket');
  const tabs = frame.getByRole('tablist', { name: 'Views' });
  await expect(tabs.getByRole('tab', { name: 'Stage' })).toHaveAttribute('aria-selected', 'true');
  await expect(frame.getByRole('region', { name: 'Stage' })).toBeVisible();
  await expect(frame.getByRole('table', { name: /idempotency_keys/ })).toHaveCount(0);

  await frame.getByRole('slider', { name: 'Timeline' }).focus();
  await page.keyboard.press('End');
  await tabs.getByRole('tab', { name: 'Tables' }).click();
  const panel = frame.getByRole('tabpanel', { name: 'Tables' });
  await expect(panel).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Stage' })).toHaveCount(0);
  const keys = await rowsOf(panel.getByRole('table', { name: /idempotency_keys/ }));
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatchObject({ status: 'done' });
  await expectInsideFrame(page, frame.getByRole('button', { name: 'Play' }), 'Play beside the tables');

  // Arrow keys move between tabs and leave the Timeline where it is.
  const before = await frame.getByRole('slider', { name: 'Timeline' }).inputValue();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'SQL' })).toBeFocused();
  await expect(frame.getByRole('tabpanel', { name: 'SQL' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(frame.getByRole('region', { name: 'Stage' })).toBeVisible();
  await expect(frame.getByRole('slider', { name: 'Timeline' })).toHaveValue(before);
});

test('in a wide box the stage keeps its place and the panels take turns beside it', async ({ page }) => {
  const frame = await embedAt(page, 960, 540, 'chapter=ticket');
  const tabs = frame.getByRole('tablist', { name: 'Views' });
  await expect(tabs.getByRole('tab', { name: 'Stage' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'Cloakroom' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'HTTP' }).click();
  await expectInsideFrame(page, frame.getByRole('tabpanel', { name: 'HTTP' }), 'the HTTP view');
  await expectInsideFrame(page, frame.getByRole('region', { name: 'Stage' }), 'the stage beside it');
  const stage = (await frame.getByRole('region', { name: 'Stage' }).boundingBox())!;
  const http = (await frame.getByRole('tabpanel', { name: 'HTTP' }).boundingBox())!;
  expect(http.x).toBeGreaterThanOrEqual(stage.x + stage.width);
});

test('in a box tall enough, a one-line caption after a two-line one leaves the stage where it was', async ({ page }) => {
  const frame = await embedAt(page, 960, 540, 'chapter=one-key');
  const timeline = frame.getByRole('slider', { name: 'Timeline' });
  const captions = frame.getByRole('region', { name: 'Captions', exact: true });
  const sentence = captions.getByRole('paragraph');
  const stage = frame.getByRole('region', { name: 'Stage', exact: true });
  const heights = async () => ({ sentence: (await sentence.boundingBox())!.height, stage: (await stage.boundingBox())!.height });
  await timeline.focus();
  await page.keyboard.press('End');
  await expect(captions).toContainText('The second tap waited out the dead worker’s lock');
  const twoLines = await heights();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(captions).toContainText('A double click: 2 requests leave at once');
  const oneLine = await heights();
  // The two sentences really differ in length on screen; the stage does not move for it.
  expect(oneLine.sentence).toBeLessThan(twoLines.sentence * 0.75);
  expect(oneLine.stage).toBeCloseTo(twoLines.stage, 0);
});

test('the height it reports for auto-resize is the player’s own, not every panel’s', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __heights: number[] };
    w.__heights = [];
    window.addEventListener('message', (e) => {
      if (e.data?.type === 'cloakroom:resize') w.__heights.push(e.data.height);
    });
  });
  await embedAt(page, 960, 640, 'chapter=crash');
  const heights = () => page.evaluate(() => (window as unknown as { __heights: number[] }).__heights);
  await expect.poll(async () => (await heights()).length).toBeGreaterThan(0);
  const last = (await heights()).at(-1)!;
  expect(last).toBeGreaterThan(400);
  expect(last).toBeLessThan(800);
});

for (const [width, height, theme] of [[640, 360, 'light'], [960, 540, 'dark']] as const) {
  test(`axe finds no serious or critical violation in a ${width} × ${height} box (${theme}), on the stage and on a panel`, async ({ page }) => {
    const frame = await embedAt(page, width, height, `chapter=crash&theme=${theme}`);
    // Axe runs inside the app's frame (axe-core in the page, as e2e/a11y does): the course page around it is not ours to judge.
    const app = page.frames().find((f) => f !== page.mainFrame())!;
    const axe = async () => (await axeViolations((expression) => app.evaluate(expression))).filter((v) => /\((serious|critical)\)/.test(v));
    expect(await axe()).toEqual([]);
    await frame.getByRole('tab', { name: 'Tables' }).click();
    await expect(frame.getByRole('tabpanel', { name: 'Tables' })).toBeVisible();
    expect(await axe()).toEqual([]);
  });
}

test('a control the narrower box no longer shows gives the focus to its neighbour, never to the body', async ({ page }) => {
  const frame = await embedAt(page, 800, 450, 'chapter=double-click');
  const next = frame.getByRole('button', { name: 'Next chapter' });
  await next.focus();
  await expect(next).toBeFocused();
  // Narrower than 760 px, the transport keeps its chapter jumps in the menu and the keys: the button is
  // still on the page, hidden, and the browser takes the focus off it at its next look.
  await resizeFrame(page, 700, 450);
  await expect(next).toBeHidden();
  // The first control of the transport still shown takes it.
  await expect(frame.getByRole('button', { name: 'Step back' })).toBeFocused();
});

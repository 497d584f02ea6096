import { expect, test, type Page } from '@playwright/test';
import { holdRequests, openPlayer, rowsOf, toEnd } from './helpers';

// The sandbox, driven as a learner would: buttons by their names, the Checks and the ledger read
// from the screen, every number from the real store in the page's worker.

/** Presses an action's button and waits until the scene it made is on screen. */
async function act(page: Page, name: string | RegExp) {
  const actions = page.getByRole('group', { name: 'Actions at this beat' });
  await actions.getByRole('button', { name }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /re-ran on the real store/ })).toBeVisible();
  await expect(actions.getByRole('button').first()).toBeEnabled();
}

const checks = (page: Page) => page.getByRole('list', { name: 'Checks' });
const charges = (page: Page) => page.getByRole('table', { name: /charges/i });

async function stalePretap(page: Page, paycoKey: 'on' | 'off') {
  await openPlayer(page, 'chapter=sandbox&story=payflow');
  if (paycoKey === 'off') {
    await page.getByText(/^The whole scene/).click(); // the scene's switches are folded away until asked for
    await act(page, 'Turn PayCo’s own key off');
  }
  await act(page, 'New order');
  await act(page, 'Crash Worker 1 at its save');
  await act(page, /^Wait .*past lockMs/);
  await act(page, /^Tap again: order 1/);
  await toEnd(page);
}

test('PayCo’s key off: the crash after the charge and a tap past lockMs charge twice, the Checks say so, and the link brings it back', async ({ page }) => {
  await stalePretap(page, 'off');
  await expect(checks(page).getByRole('listitem').filter({ hasText: 'Each order is charged at most once' })).toContainText('broken');
  expect(await rowsOf(charges(page))).toHaveLength(2);
  expect(new URL(page.url()).searchParams.get('scene')).toMatch(/^v1; payflow sandbox; paycoKey off; order @1; crash worker-1 save; wait @\S+; tap 1 @\S+$/);

  const beats = await page.getByRole('slider', { name: 'Timeline' }).getAttribute('max');
  await page.reload();
  // The blank sandbox shows first; the address's scene replaces it once re-run in the worker.
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('max', beats!);
  await toEnd(page);
  await expect(checks(page).getByRole('listitem').filter({ hasText: 'Each order is charged at most once' })).toContainText('broken');
  expect(await rowsOf(charges(page))).toHaveLength(2);
});

test('PayCo’s key on: the same actions charge once and every check holds', async ({ page }) => {
  await stalePretap(page, 'on');
  expect(await rowsOf(charges(page))).toHaveLength(1);
  await expect(checks(page).getByRole('listitem')).toHaveCount(4);
  await expect(checks(page).getByText('broken')).toHaveCount(0);
});

test('at the crash chapter’s beat 5, Change what happens, then Worker 2 crashing at its claim: the Checks agree with the rows', async ({ page }) => {
  await openPlayer(page, 'chapter=crash&story=payflow&beat=5');
  await page.getByRole('button', { name: 'Change what happens' }).click();
  await expect(page.getByRole('heading', { name: 'Your scene' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveValue('5'); // the cursor stays where the learner acted
  await act(page, 'Crash Worker 2 at its claim');
  await toEnd(page);
  const ledger = await rowsOf(charges(page));
  const perOrder = Math.max(...ledger.map((r) => ledger.filter((x) => x.order_id === r.order_id).length));
  await expect(checks(page).getByRole('listitem').filter({ hasText: 'Each order is charged at most once' })).toContainText(perOrder > 1 ? 'broken' : 'holds');
  const keys = await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }));
  const orphan = keys.some((k) => k.status === 'in_flight');
  await expect(checks(page).getByRole('listitem').filter({ hasText: 'No key is left in_flight' })).toContainText(orphan ? 'broken' : 'holds');
});

test('the actions work from the keyboard alone, and a screen reader hears what each did', async ({ page }) => {
  await openPlayer(page, 'chapter=sandbox&story=library');
  const order = page.getByRole('button', { name: 'New loan' });
  await order.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^New loan: the scene re-ran on the real store/ })).toBeVisible();
  // One beat on, by key: the desk app's first press is on its way, and can be pressed again.
  await page.getByRole('slider', { name: 'Timeline' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: /^Press again: loan 1/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: /^Press again: loan 1: the scene re-ran/ })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
});

test('a worker’s own actions on the stage: Crash Worker 1 from its figure, by keys, and its claim is taken over in the real rows', async ({ page }) => {
  await openPlayer(page, 'chapter=sandbox&story=payflow');
  await act(page, 'New order');
  const keys = page.getByRole('table', { name: 'idempotency_keys' });
  await toEnd(page);
  expect(await rowsOf(keys)).toMatchObject([{ status: 'done', locked_at: '101' }]); // worker 1 claimed and saved
  await page.getByRole('slider', { name: 'Timeline' }).focus();
  await page.keyboard.press('Home');

  const stage = page.getByRole('region', { name: 'Stage' });
  const opener = stage.getByRole('button', { name: 'Actions for Worker 1' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const menu = stage.getByRole('group', { name: 'Actions for Worker 1' });
  await expect(menu.getByRole('button').first()).toBeFocused(); // the menu takes the focus
  await menu.getByRole('button', { name: 'Crash Worker 1 at its save' }).focus();
  await page.keyboard.press('Enter');
  // Said once, by the stage's live region; the focus is back on the button it came from.
  await expect(page.getByRole('status').filter({ hasText: /^Crash Worker 1 at its save: the scene re-ran on the real store/ })).toHaveCount(1);
  await expect(opener).toBeFocused();
  expect(new URL(page.url()).searchParams.get('scene')).toBe('v1; payflow sandbox; order @1; crash worker-1 save');

  await toEnd(page);
  // Worker 1 died before its save: a retry took its stale claim over after lockMs, and PayCo's key kept one charge.
  const [row] = await rowsOf(keys);
  expect(row).toMatchObject({ status: 'done' });
  expect(Number(row!.locked_at)).toBeGreaterThan(101 + 5_000);
  expect(await rowsOf(charges(page))).toHaveLength(1);
});

test('a scene= that cannot be read is named in the notice with where it went wrong, and the chapter plays', async ({ page }) => {
  await openPlayer(page, `chapter=ticket&scene=${encodeURIComponent('v1; payflow sandbox; crsh worker-1 save')}`);
  const notice = page.getByRole('status').filter({ hasText: 'not understood' });
  await expect(notice).toContainText('scene=');
  await expect(notice).toContainText('statement 3, at character 22, “crsh” is not an action');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/ticket/i);
});

test('on a phone-wide screen the actions fold by what they act on, so the stage is not pushed below them; an opened group acts', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openPlayer(page, 'chapter=sandbox&story=payflow');
  const actions = page.getByRole('group', { name: 'Actions at this beat' });
  const order = actions.getByRole('button', { name: 'New order' });
  await expect(actions.getByText('The phone', { exact: true })).toBeVisible();
  await expect(order).toBeHidden();
  await actions.getByText('The phone', { exact: true }).click();
  await order.click();
  await expect(page.getByRole('status').filter({ hasText: /re-ran on the real store/ })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('scene')).toMatch(/; order @/);
});

test('a scene= link that is still being built when the learner picks another chapter leaves them there, and waits in Your own scene', async ({ page }) => {
  // The scene's builder is held until the learner has moved on; the address is rewritten only when a built scene lands.
  const { release, asked } = await holdRequests(page, '**/assets/buildSandbox-*.js');
  await page.addInitScript(() => {
    const w = window as unknown as { rewrites: number };
    w.rewrites = 0;
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      w.rewrites++;
      replace(...args);
    };
  });
  await openPlayer(page, `chapter=sandbox&scene=${encodeURIComponent('v1; payflow sandbox; order @1; tap 1 @2s')}`);
  await expect.poll(asked).toBeGreaterThan(0);
  const heading = page.getByRole('heading', { level: 1 });
  await page.getByRole('button', { name: /Tickets expire/ }).click();
  await expect(heading).toContainText('Tickets expire');
  const rewrites = () => page.evaluate(() => (window as unknown as { rewrites: number }).rewrites);
  const before = await rewrites();
  release();
  await expect.poll(rewrites).toBeGreaterThan(before); // the scene has landed
  await expect(heading).toContainText('Tickets expire');
  // Back in Your own scene, it is the link's scene, not the blank one.
  await page.getByRole('button', { name: /Your own scene/ }).click();
  await expect(heading).toContainText('Your own scene');
  await expect(page.getByRole('slider', { name: 'Timeline' })).not.toHaveAttribute('max', '0');
});

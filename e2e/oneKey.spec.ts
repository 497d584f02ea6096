import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPlayer, rowsOf, toEnd } from './helpers';

// one-key, the first chapter: one key and one order absorb a double click, a crash and a lost answer.
// Stepping through it like a learner (Home, then → beat by beat), the 409, the crashed worker and the
// lost answer each show up on screen; at the end the tables the real store wrote hold 1 charge and
// 1 done row.

/** Steps from the first beat to the last with → and names what showed on the way: a 409, a crashed worker, a lost answer. */
async function seenOnTheWay(page: Page, timeline: Locator): Promise<string[]> {
  await timeline.focus();
  await page.keyboard.press('Home');
  const last = Number(await timeline.getAttribute('max'));
  const http = page.getByRole('region', { name: 'HTTP exchange' });
  const stage = page.getByRole('region', { name: 'Stage' });
  const seen = new Set<string>();
  for (let beat = 0; beat <= last; beat++) {
    await expect(timeline).toHaveValue(String(beat));
    const httpText = (await http.textContent()) ?? '';
    if (/HTTP\s*409/.test(httpText)) seen.add('409');
    if (httpText.includes('lost by the network')) seen.add('lost answer');
    if ((await stage.locator('[data-state="crashed"]').count()) > 0) seen.add('crash');
    if (beat < last) await page.keyboard.press('ArrowRight');
  }
  return [...seen].sort();
}

test('one-key opens the lesson: the 409, the crash and the lost answer on the way, then 1 charge and 1 done row', async ({ page }) => {
  const timeline = await openPlayer(page, 'story=payflow');
  // No chapter in the URL: the lesson opens with one-key.
  await expect(page.getByRole('region', { name: 'Captions' })).toContainText('one key', { ignoreCase: true });
  expect(await seenOnTheWay(page, timeline)).toEqual(['409', 'crash', 'lost answer']);

  await toEnd(page);
  const charges = await rowsOf(page.getByRole('table', { name: 'PayCo charges' }));
  const keys = await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }));
  expect(charges).toHaveLength(1);
  expect(keys.map((k) => k.status)).toEqual(['done']);
  expect(keys[0]!.response).toContain(`"chargeId":"${charges[0]!.id}"`);
});

test('one-key in the library: 1 loan and 1 done row, the crash and the lost answer on the way', async ({ page }) => {
  const timeline = await openPlayer(page, 'chapter=one-key&story=library');
  // The library's presses meet, but the transaction leaves no lock to meet: no 409 on the way.
  expect(await seenOnTheWay(page, timeline)).toEqual(['crash', 'lost answer']);
  await toEnd(page);
  expect(await rowsOf(page.getByRole('table', { name: 'loan' }))).toHaveLength(1);
  expect((await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }))).map((k) => k.status)).toEqual(['done']);
});

test('run()’s tree lights the path the store took, beat by beat and after a jump', async ({ page }) => {
  const timeline = await openPlayer(page, 'chapter=one-key&story=payflow');
  const tree = page.getByRole('region', { name: /run\(\): the decision/ });
  const here = tree.locator('[aria-current="step"] > .node-text');
  const taken = tree.locator('.sr-only', { hasText: '(taken)' });
  const keys = page.getByRole('table', { name: 'idempotency_keys' });
  await expect(tree).toContainText('No call of run() yet');
  await expect(taken).toHaveCount(0);

  await timeline.focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight'); // the two taps sent as one beat, then worker 1 claims
  await expect(here).toHaveText(/1 row changed → the key is ours/);
  await expect(taken).toHaveCount(2); // the claim, and its 1 row
  expect((await rowsOf(keys)).map((k) => k.status)).toEqual(['in_flight']);

  await toEnd(page); // a jump: the last call replayed the saved response, and the beat is past it
  await expect(here).toHaveCount(0);
  await expect(tree.locator('.node-text', { hasText: '(taken) done → replay the saved response' })).toHaveCount(1);
  await expect(taken).toHaveCount(3); // the claim, its 0 rows and the replay
  expect((await rowsOf(keys)).map((k) => k.status)).toEqual(['done']);

  await timeline.fill('7'); // a jump back, to worker 2 finding the dead worker's claim too old
  await expect(here).toHaveText(/older than lockMs → take over/);
  await expect(taken).toHaveCount(3);
  expect((await rowsOf(keys)).map((k) => k.status)).toEqual(['in_flight']);
});

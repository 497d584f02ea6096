import { expect, test, type Page } from '@playwright/test';
import { captions, openPlayer, rowsOf, toEnd } from './helpers';

// Learning by doing, on the built page: the lab in its worker, a break-it URL, the race finder, a
// prediction answered wrong then right, and the run() cloze. Every table read here is what the real
// store on sql.js wrote.

const learnArea = (page: Page) => page.getByRole('region', { name: 'Try it yourself' });

test('the lab runs 10,000 checkouts in a worker while the page keeps answering clicks', async ({ page }) => {
  await openPlayer(page, 'chapter=lab');
  const lab = page.getByRole('region', { name: 'Run the lab yourself' });
  const checkouts = lab.getByRole('spinbutton', { name: 'Checkouts' });
  const progress = lab.getByRole('progressbar', { name: 'Lab progress' });
  const predict = learnArea(page).getByRole('button', { name: 'Predict the store' });

  // The longest lab the form allows (every answer lost, 10 attempts: 300,000 calls): a click is
  // answered while it runs, not after. What the lab showed at the moment the toggle flipped is
  // recorded in the page, so neither the machine's speed nor the test's own timing decides it.
  await checkouts.fill('10000');
  await lab.getByRole('spinbutton', { name: 'Answers lost' }).fill('100');
  await lab.getByRole('spinbutton', { name: 'Attempts at most' }).fill('10');
  await lab.getByRole('button', { name: 'Run the lab' }).click();
  await expect(lab.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0); // counting in earnest
  await predict.evaluate((button) => {
    const w = window as unknown as { labAtFlip?: { running: boolean; progress: number } };
    new MutationObserver((_, observer) => {
      observer.disconnect();
      const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Lab progress"]');
      const stop = [...document.querySelectorAll('button')].some((b) => b.textContent === 'Stop');
      w.labAtFlip = { running: stop, progress: bar ? bar.value : 1 };
    }).observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
  });
  await predict.click();
  await expect(predict).toHaveAttribute('aria-pressed', 'true');
  const atFlip = await page.evaluate(() => (window as unknown as { labAtFlip?: { running: boolean; progress: number } }).labAtFlip);
  expect(atFlip?.running).toBe(true);
  expect(atFlip?.progress).toBeLessThan(1);
  await lab.getByRole('button', { name: 'Stop' }).click();
  await expect(lab.getByText(/^Stopped\./)).toBeVisible();

  // The lesson's settings with 10,000 checkouts, counted to the end.
  await lab.getByRole('spinbutton', { name: 'Answers lost' }).fill('20');
  await lab.getByRole('spinbutton', { name: 'Attempts at most' }).fill('5');
  await lab.getByRole('button', { name: 'Run the lab' }).click();
  await expect(lab.getByText(/^Done: 3 × 10,000 checkouts in/)).toBeVisible({ timeout: 20_000 });
  const rows = await rowsOf(lab.getByRole('table', { name: 'Your lab’s results' }));
  expect(rows.map((r) => r.version)).toEqual(['no-key', 'key-per-try', 'same-key']);
  expect(rows[2]).toMatchObject({ charges: '10,000', 'double-charged orders': '0' });
  expect(rows[0]!.charges).toBe(rows[1]!.charges);
  expect(Number(rows[0]!.charges.replace(/,/g, ''))).toBeGreaterThan(10_000);

  // An order charged twice opens as its own scene, ending with its two charges.
  await lab.getByRole('button', { name: /charged twice/ }).first().click();
  await expect(page.getByText(/^Playing: Order o\d+ \(no-key\)/)).toBeVisible({ timeout: 10_000 });
  await toEnd(page);
  expect(await rowsOf(page.getByRole('table', { name: 'PayCo charges' }))).toHaveLength(2);
});

test('a break-it URL plays the broken ending: SELECT-then-INSERT charges the double click twice', async ({ page }) => {
  await openPlayer(page, 'chapter=double-click&break=select-then-insert');
  await expect(page.getByRole('button', { name: 'SELECT, then INSERT' })).toHaveAttribute('aria-pressed', 'true');
  await toEnd(page);
  const charges = await rowsOf(page.getByRole('table', { name: 'PayCo charges' }));
  expect(charges.map((c) => c.order_id)).toEqual(['o1', 'o1']);
  expect(await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }))).toHaveLength(1);
  await expect(captions(page)).toContainText('Both workers looked, found nothing and charged: 2 charges');

  // Switching it off re-runs the real scene without the mistake: one charge.
  await page.getByRole('button', { name: 'SELECT, then INSERT' }).click();
  await expect(page.getByRole('button', { name: 'SELECT, then INSERT' })).toHaveAttribute('aria-pressed', 'false');
  await toEnd(page);
  await expect(page.getByRole('table', { name: 'PayCo charges' }).locator('tbody tr')).toHaveCount(1);
});

test('a bad break value is named in the notice and the good ones still apply', async ({ page }) => {
  await openPlayer(page, 'chapter=crash&break=no-provider-key,sideways');
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'sideways' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'No PayCo key' })).toHaveAttribute('aria-pressed', 'true');
});

test('“No key” and “A new key per try” cannot both be on: pressing one lets the other go, and a URL asking for both gets neither', async ({ page }) => {
  await openPlayer(page, 'chapter=ticket');
  const noKey = page.getByRole('button', { name: 'No key', exact: true });
  const perTry = page.getByRole('button', { name: 'A new key per try' });
  await noKey.click();
  await expect(noKey).toHaveAttribute('aria-pressed', 'true');
  await perTry.click();
  await expect(perTry).toHaveAttribute('aria-pressed', 'true');
  await expect(noKey).toHaveAttribute('aria-pressed', 'false');
  // The scene that plays is the key-per-try one: two charges, two done rows (one per ticket).
  await toEnd(page);
  await expect(page.getByRole('table', { name: 'PayCo charges' }).locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'idempotency_keys' }).locator('tbody tr')).toHaveCount(2);

  await openPlayer(page, 'chapter=double-click&break=no-key,key-per-try,select-then-insert');
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'no-key+key-per-try' }).first()).toContainText('never both no-key and key-per-try');
  await expect(page.getByRole('button', { name: 'No key', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'A new key per try' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'SELECT, then INSERT' })).toHaveAttribute('aria-pressed', 'true');
});

test('“Find a race” on SELECT-then-INSERT finds one and plays the double charge', async ({ page }) => {
  await openPlayer(page, 'chapter=double-click');
  const race = page.getByRole('region', { name: 'Find a race' });
  await race.getByRole('radio', { name: /SELECT, then INSERT/ }).check();
  await race.getByRole('button', { name: 'Find a race' }).click();
  await expect(race.getByText(/Found a race/)).toBeVisible({ timeout: 20_000 });
  await expect(race.getByText('Broken: no order is charged twice.')).toBeVisible();
  // The same race on real processes, for the shop picked.
  await expect(race.getByText('npm run race:processes -- --variant select-then-insert --processes 6 --rounds 3')).toBeVisible();
  await race.getByRole('button', { name: 'Play the race' }).click();
  await expect(page.getByText(/^Playing: The race in/)).toBeVisible();
  await toEnd(page);
  const charges = await rowsOf(page.getByRole('table', { name: 'PayCo charges' }));
  expect(charges.map((c) => c.order_id)).toEqual(['o1', 'o1']);
});

test('the correct store: the race finder reports the schedules it tried and that none broke it', async ({ page }) => {
  await openPlayer(page, 'chapter=crash');
  const race = page.getByRole('region', { name: 'Find a race' });
  await race.getByRole('radio', { name: /The correct store/ }).check();
  await expect(race.getByText('npm run race:processes -- --variant correct --processes 6 --rounds 3')).toBeVisible();
  await race.getByRole('button', { name: 'Find a race' }).click();
  await expect(race.getByText(/Tried 1,000 schedules in .*: none broke “The correct store”/)).toBeVisible({ timeout: 25_000 });
});

test('a prediction answered wrong, then one answered right, get the right feedback and score', async ({ page }) => {
  // Saved answers to questions that do not exist (a beat that asks nothing, an edited store) never count.
  await page.addInitScript(() => {
    localStorage.clear();
    localStorage.setItem('cloakroom:predictions', JSON.stringify({ 'payflow/double-click/plain/0': true, 'payflow/lab/plain/3': true, forged: true }));
  });
  await openPlayer(page, 'chapter=double-click&speed=2');
  await learnArea(page).getByRole('button', { name: 'Predict the store' }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();

  const question = page.getByRole('group', { name: /^Predict the store\./ });
  await expect(question).toContainText('reaches Worker 2', { timeout: 15_000 });
  await question.getByRole('button', { name: 'Replay the saved answer' }).click(); // the store answers 409 here
  const feedback = page.getByRole('status').filter({ hasText: /^(Right|Not this time)\./ });
  await expect(feedback).toContainText('Not this time.');
  await expect(feedback).toContainText('the store’s answer is “409: someone holds the key, come back”');
  await expect(page.getByText('Score: 0 of 1')).toBeVisible();

  // On to the later retry, a beat at a time (stepping onto a question asks it too).
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await timeline.focus();
  for (let i = 0; i < 30 && !(await question.isVisible()); i++) await page.keyboard.press('ArrowRight');
  await expect(question).toContainText('The same checkout again');
  await question.getByRole('button', { name: 'Replay the saved answer' }).click();
  await expect(feedback).toContainText('Right.');
  await expect(page.getByText('Score: 1 of 2')).toBeVisible();
  // The forged answers were checked against the real scenes and dropped from the store too.
  await expect.poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('cloakroom:predictions') ?? '{}')).length)).toBe(2);
});

test('the cloze accepts the right answers, however they are typed, and rejects wrong ones', async ({ page }) => {
  await openPlayer(page);
  const cloze = page.getByRole('region', { name: 'Recall: the core of run()' });
  const fill = async (answers: string[]) => {
    await expect(cloze.getByRole('textbox')).toHaveCount(answers.length); // the learning tools load lazily
    const boxes = await cloze.getByRole('textbox').all();
    for (const [i, box] of boxes.entries()) await box.fill(answers[i]!);
    await cloze.getByRole('button', { name: 'Check my answers' }).click();
  };
  await fill(['UPDATE', 'lastInsertRowid', '409', 'in_flight', '422']);
  await expect(cloze.getByRole('status')).toHaveText('0 of 5 right.');
  await expect(cloze.getByText('✗ not quite')).toHaveCount(5);

  await fill(['nothing', '.changes', 'HTTP 422', "'done'", '409']);
  await expect(cloze.getByRole('status')).toHaveText('All 5 right.');

  // A hint points to the chapter that shows it.
  await cloze.getByRole('button', { name: /^Hint 3/ }).click();
  await cloze.getByRole('button', { name: /See it in “Same ticket, other coat”/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Same ticket, other coat');
});

test('the library’s cloze takes its server’s 409 for a reused key, where PayFlow’s takes 422', async ({ page }) => {
  await openPlayer(page, 'story=library');
  const cloze = page.getByRole('region', { name: 'Recall: the core of run()' });
  const reused = cloze.getByRole('textbox', { name: 'Blank: the HTTP status for a key reused with another body' });
  await reused.fill('422');
  await cloze.getByRole('button', { name: 'Check my answers' }).click();
  await expect(reused).toHaveAttribute('aria-invalid', 'true');
  await reused.fill('409 key_conflict');
  await cloze.getByRole('button', { name: 'Check my answers' }).click();
  await expect(reused).not.toHaveAttribute('aria-invalid');
  await expect(cloze.getByRole('status')).toHaveText('1 of 5 right.');
});

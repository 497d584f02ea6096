import { expect, test, type Page } from '@playwright/test';
import { captions, openPlayer, rowsOf, toEnd } from './helpers';

// Each chapter's end state, as DESIGN.md's table states it, read off the built page after End.
// The rows on screen are what the real store on sql.js wrote; nothing here is computed by the page.

async function endTables(page: Page, chapter: string, story = 'payflow') {
  await openPlayer(page, `chapter=${chapter}&story=${story}`);
  await toEnd(page);
  const keys = await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }));
  const ledgerName = story === 'library' ? 'loan' : 'PayCo charges';
  const ledger = await rowsOf(page.getByRole('table', { name: ledgerName }));
  return { keys, ledger };
}

/** Every HTTP status the phone's exchanges showed while stepping through the chapter, read at each beat once it is on screen. */
async function statusesSeen(page: Page): Promise<string[]> {
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await timeline.focus();
  await page.keyboard.press('Home');
  const last = Number(await timeline.getAttribute('max'));
  const response = page.getByRole('region', { name: 'HTTP exchange' }).locator('.http-response');
  const seen: string[] = [];
  for (let beat = 0; beat <= last; beat++) {
    // The beat's own panel: read once the Timeline has reached it (a key pressed ahead of the page, or
    // a read before its render, would skip a beat's answer).
    await expect(timeline).toHaveValue(String(beat));
    if ((await response.count()) === 1) {
      const status = await response.locator('.status').textContent();
      const line = `${status}${(await response.textContent())?.includes('Idempotency-Replayed:true') ? ' replayed' : ''}`;
      if (seen.at(-1) !== line) seen.push(line);
    }
    if (beat < last) await page.keyboard.press('ArrowRight');
  }
  return seen;
}

test.describe('each chapter ends in the state DESIGN.md describes', () => {
  test('lost-response: two charges and no key rows', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'lost-response');
    expect(keys).toHaveLength(0);
    expect(ledger).toHaveLength(2);
  });

  test('ticket: one charge, one done row, and the retry was a replay', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'ticket');
    expect(ledger).toHaveLength(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ status: 'done' });
    expect(keys[0]!.response).toContain(`"chargeId":"${ledger[0]!.id}"`);
    const http = page.getByRole('region', { name: 'HTTP exchange' });
    await expect(http).toContainText('Idempotency-Replayed:true');
  });

  test('key-per-try: two charges and two done rows', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'key-per-try');
    expect(ledger).toHaveLength(2);
    expect(keys.map((k) => k.status)).toEqual(['done', 'done']);
  });

  test('double-click: one charge; one copy got 409, the retry a replay', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'double-click');
    expect(ledger).toHaveLength(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.status).toBe('done');
    const seen = await statusesSeen(page);
    expect(seen.indexOf('409')).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('201 replayed')).toBeGreaterThan(seen.indexOf('409'));
  });

  test('mismatch: one charge; 422; the row unchanged', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'mismatch');
    expect(ledger).toHaveLength(1);
    expect(keys).toHaveLength(1);
    const row = keys[0]!;
    expect(row.status).toBe('done');
    const seen = await statusesSeen(page);
    expect(seen).toContain('422');
    await toEnd(page);
    expect(await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }))).toEqual([row]);
  });

  test('crash: one charge, row done, locked_at moved by the takeover after lockMs', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'crash');
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.idempotency_key).toBe('charge:o1');
    expect(keys).toHaveLength(1);
    const row = keys[0]!;
    expect(row.status).toBe('done');
    const lockMs = Number((await page.getByText(/lockMs =/).textContent())!.replace(/\D/g, ''));
    expect(Number(row.locked_at) - Number(row.created_at)).toBeGreaterThanOrEqual(lockMs);
  });

  test('fencing: one charge; the new owner’s answer stands', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'fencing');
    expect(ledger).toHaveLength(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.status).toBe('done');
    expect(keys[0]!.response).toContain(`"chargeId":"${ledger[0]!.id}"`);
    expect(Number(keys[0]!.locked_at)).toBeGreaterThan(Number(keys[0]!.created_at));
  });

  test('retention: after pruning the old key is a new request, and only PayCo’s own key keeps it to one charge', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'retention');
    // One charge per order: o1's second checkout, after the prune, got PayCo's replay of ch_1.
    expect(ledger.map((c) => `${c.id} ${c.order_id} ${c.idempotency_key}`)).toEqual(['ch_1 o1 charge:o1', 'ch_2 o2 charge:o2']);
    expect(keys).toHaveLength(2);
    // o1's row is the new request's: created after the prune, a day and more after the first.
    const o1 = keys.find((k) => k.response.includes('"orderId":"o1"'))!;
    expect(Number(o1.created_at)).toBeGreaterThan(24 * 3_600_000);
  });

  test('retention: its retries over an hour in, the phone sends o2 with no key again and asks the shop, which reads PayCo’s ledger', async ({ page }) => {
    const timeline = await openPlayer(page, 'chapter=retention');
    await timeline.focus();
    await page.keyboard.press('Home');
    const http = page.getByRole('region', { name: 'HTTP exchange' });
    const description = page.getByRole('region', { name: 'Scene description' });
    // Steps on, beat by beat, until the caption says `words`.
    let beat = 0;
    const stepUntilCaption = async (words: string) => {
      while (!(await captions(page).textContent())?.includes(words)) {
        await page.keyboard.press('ArrowRight');
        await expect(timeline).toHaveValue(String(++beat));
      }
    };
    // Step to the question: a GET with the bearer and no Idempotency-Key.
    await stepUntilCaption('GET /orders/o2');
    await expect(http).toContainText('GET /orders/o2');
    await expect(http).toContainText(/Idempotency-Key:\s*\(none\)/);
    await expect(http).not.toContainText('null'); // a GET has no body to show
    await expect(description).not.toContainText(/order 2\W+paid/);
    // On to the answer: what PayCo held for o2 when asked, which the ledger on screen holds too.
    await stepUntilCaption('o2 was paid');
    const charges = await rowsOf(page.getByRole('table', { name: 'PayCo charges' }));
    const o2 = charges.filter((c) => c.order_id === 'o2').map((c) => c.id);
    expect(o2).toEqual(['ch_2']);
    await expect(captions(page)).toContainText(`o2 was paid, ${o2[0]}`);
    await expect(http).toContainText(`"chargeIds":["${o2[0]}"]`);
    await expect(description).toContainText(/order 2\W+paid/);
  });

  test('scope: two clients, one key string, two independent rows', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'scope');
    expect(keys).toHaveLength(2);
    const [a, b] = keys.map((k) => k.key.split(':'));
    expect(a![0]).not.toBe(b![0]);
    expect(a![1]).toBe(b![1]);
    expect(keys[0]!.response).not.toBe(keys[1]!.response);
    expect(ledger).toHaveLength(2);
  });

  test('lab: the lesson’s table — only one key per intent avoids double charges', async ({ page }) => {
    await openPlayer(page, 'chapter=lab');
    await toEnd(page);
    const rows = await rowsOf(page.getByRole('table', { name: 'Lab results' }));
    const by = Object.fromEntries(rows.map((r) => [r.version, r]));
    expect(by['same-key']!['double-charged orders']).toBe('0');
    expect(by['same-key']!.charges).toBe('100');
    expect(Number(by['no-key']!['double-charged orders'])).toBeGreaterThan(0);
    expect(by['key-per-try']!.charges).toBe(by['no-key']!.charges);
    // Each version's fresh database is counted, not read: its tables draw three of its rows (a seek
    // rewrites every row drawn), and say how many there are.
    const memory = page.getByRole('region', { name: 'The shop’s memory' });
    await expect(memory.getByRole('table', { name: 'idempotency_keys' }).getByRole('row')).toHaveCount(1 + 3);
    await expect(memory.getByText('The first 3 of 100 rows.')).toBeVisible();
  });

  test('lab: each version starts on a fresh database: its tables are empty, and no row is said deleted', async ({ page }) => {
    const timeline = await openPlayer(page, 'chapter=lab');
    // Both tables: idempotency_keys (empty in the no-key version) and PayCo's charges.
    const counts = page.locator('.row-count');
    const deleted = page.locator('.table-removed');
    await expect(counts).toHaveCount(2);
    await timeline.focus();
    const last = Number(await timeline.getAttribute('max'));
    let rowsBefore = 0;
    let freshStarts = 0;
    for (let beat = 1; beat <= last; beat++) {
      await page.keyboard.press('ArrowRight');
      await expect(timeline).toHaveValue(String(beat));
      const rows = (await counts.allTextContents()).reduce((sum, text) => sum + Number(text.match(/\d+/)?.[0] ?? 0), 0);
      // The lab never runs a DELETE: what the last version left is another database's, not this beat's doing.
      await expect(deleted).toHaveCount(0);
      if (rowsBefore > 0 && rows === 0) freshStarts++;
      rowsBefore = rows;
    }
    // key-per-try and same-key each start on a database of their own after the version before filled one.
    expect(freshStarts).toBe(2);
  });

  test('library double click: five requests, one loan row', async ({ page }) => {
    const { keys, ledger } = await endTables(page, 'double-click', 'library');
    expect(ledger).toHaveLength(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.status).toBe('done');
  });
});

test('the library’s five copies: one claim wins, the HTTP panel lists four 409s at one beat, and after Retry-After four replays of loan 1', async ({ page }) => {
  const timeline = await openPlayer(page, 'chapter=double-click&story=library');
  await timeline.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await expect(timeline).toHaveValue('6');
  let answers = page.getByRole('table', { name: '4 answers at this beat' });
  await expect(answers.getByRole('row').filter({ hasText: '409 Conflict' })).toHaveCount(4);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(timeline).toHaveValue('10');
  answers = page.getByRole('table', { name: '4 answers at this beat' });
  await expect(answers.getByRole('row').filter({ hasText: 'Idempotency-Replayed: true' })).toHaveCount(4);
  await expect(answers.getByRole('row').filter({ hasText: '201' })).toHaveCount(4);
});

import { readFileSync } from 'node:fs';
import { encodeCode } from '../../src/yourturn/codeLink';
import { expect, test } from './fixtures';

// Your turn in every engine: the learner's code runs in its own worker, under its own policy (the file
// is served with it: siteServer.ts), handed sql.js's wasm by the page. A correct store, arriving in a
// link (code=, read in the page with the engine's own DecompressionStream), passes all twelve.

const REFERENCE = readFileSync(new URL('../../src/yourturn/stores/reference.store.ts', import.meta.url), 'utf8');

test('a correct store, pasted in through a code= link, passes 12 of 12 in the learner’s own worker', async ({ driver: browser, site }) => {
  const encoded = await encodeCode(REFERENCE);
  if (!encoded.ok) throw new Error('the reference does not fit in a link');
  await browser.goto(site.app(`?chapter=your-turn&code=${encoded.link}`));
  await expect.poll(() => browser.count({ role: 'button', name: 'Run the tests' }), { timeout: 30_000 }).toBe(1);
  // Shown, not run.
  expect(await browser.text({ role: 'list', name: 'Tests' })).not.toContain('passed');
  await browser.click({ role: 'button', name: 'Run the tests' });
  await expect.poll(() => browser.text({ role: 'status' }).catch(() => ''), { timeout: 45_000 }).toContain('12 of 12 passed');
  expect((await browser.text({ role: 'list', name: 'Tests' })).match(/passed/g)).toHaveLength(12);
});

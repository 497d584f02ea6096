import { expect, test, type Page } from '@playwright/test';
import { deployPackage, deployPages, SCO_PATH } from './lms/deploy';

// The SCORM package of one chapter, built by `npm run package:scorm -- --chapters ticket`, unzipped
// under a sub-path of a stand-in LMS page whose API is scorm-again's real SCORM 1.2 runtime.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${PORT}`;
const SCO = `${SCO_PATH}/index.html`;

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => {
  test.setTimeout(180_000); // the package is built once, here
  deployPages();
  const files = deployPackage('ticket');
  expect(files).toContain('imsmanifest.xml');
});

type Call = { name: string; args: string[]; result: string };
const calls = (page: Page): Promise<Call[]> => page.evaluate(() => (window as unknown as { lmsCalls: Call[] }).lmsCalls);
const lmsValue = (page: Page, element: string): Promise<string> => page.evaluate((e) => (window as unknown as { lmsValue(e: string): string }).lmsValue(e), element);
/** The LMS calls as `LMSSetValue cmi.core.lesson_status=incomplete`, reads left out. */
const writes = async (page: Page) =>
  (await calls(page)).filter((c) => !c.name.startsWith('LMSGet')).map((c) => (c.name === 'LMSSetValue' ? `${c.args[0]}=${c.args[1]}` : c.name));

async function openLms(page: Page, cmi?: object): Promise<void> {
  const held = cmi ? `&cmi=${encodeURIComponent(JSON.stringify(cmi))}` : '';
  await page.goto(`/lms-e2e/lms.html?sco=${encodeURIComponent(SCO)}${held}`);
}
const timeline = (page: Page) => page.frameLocator('#sco').getByRole('slider', { name: 'Timeline' });

test('the package reports to the LMS: initialize, incomplete, the place as it moves, a commit, completed once its chapter has ended, and finish', async ({ page }) => {
  await page.clock.install();
  await openLms(page);
  await expect(timeline(page)).toBeEnabled({ timeout: 20_000 });
  expect((await writes(page)).slice(0, 3)).toEqual(['LMSInitialize', 'cmi.core.lesson_status=incomplete', 'LMSCommit']);
  // The package offers its own chapters only.
  await expect(page.frameLocator('#sco').getByRole('combobox', { name: 'Chapter' }).getByRole('option')).toHaveText(['1. A ticket for the coat']);
  expect((await calls(page)).filter((c) => c.name !== 'LMSGetValue').every((c) => c.result === 'true' || c.name.startsWith('LMSGet'))).toBe(true);

  // The learner steps on: the place is written at once, then at most once per three seconds (the
  // page's clock stands still meanwhile, so the wait is the test's to end).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.clock.runFor(3000); // the wait after opening the chapter (its place, ticket:0, is written) is over
  await timeline(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => lmsValue(page, 'cmi.core.lesson_location')).toBe('ticket:1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(timeline(page)).toHaveValue('3');
  expect(await lmsValue(page, 'cmi.core.lesson_location')).toBe('ticket:1');
  await page.clock.runFor(3000);
  await expect.poll(() => lmsValue(page, 'cmi.core.lesson_location')).toBe('ticket:3');
  expect((await writes(page)).filter((c) => c.startsWith('cmi.core.lesson_location'))).toEqual(['ticket:0', 'ticket:1', 'ticket:3'].map((p) => `cmi.core.lesson_location=${p}`));
  expect(await lmsValue(page, 'cmi.core.lesson_status')).toBe('incomplete');
  await page.clock.resume();

  // Play the chapter out on the page's clock: it ends, and with it the package.
  await page.frameLocator('#sco').getByRole('button', { name: 'Play', exact: true }).click();
  for (let i = 0; i < 120 && (await lmsValue(page, 'cmi.core.lesson_status')) !== 'completed'; i++) await page.clock.runFor(1000);
  expect(await lmsValue(page, 'cmi.core.lesson_status')).toBe('completed');
  expect(JSON.parse(await lmsValue(page, 'cmi.suspend_data'))).toMatchObject({ ended: ['ticket'] });
  const max = await timeline(page).getAttribute('max');
  await page.clock.runFor(3000);
  await expect.poll(() => lmsValue(page, 'cmi.core.lesson_location')).toBe(`ticket:${max}`);

  // The LMS closes the content: the package commits and finishes.
  await page.evaluate(() => ((document.getElementById('sco') as HTMLIFrameElement).src = 'about:blank'));
  await expect.poll(async () => (await writes(page)).slice(-3)).toEqual(['cmi.core.exit=', 'LMSCommit', 'LMSFinish']);
  const all = await writes(page);
  expect(all.indexOf('cmi.core.lesson_status=incomplete')).toBeLessThan(all.indexOf('cmi.core.lesson_status=completed'));
  expect(all.filter((c) => c === 'LMSFinish')).toHaveLength(1);
});

test('a prediction answered in the package becomes the LMS’s score', async ({ page }) => {
  await page.clock.install();
  await openLms(page);
  const sco = page.frameLocator('#sco');
  await expect(timeline(page)).toBeEnabled({ timeout: 20_000 });
  await sco.getByRole('tab', { name: 'Try it' }).click();
  await sco.getByRole('button', { name: 'Predict the store' }).click();
  await sco.getByRole('button', { name: 'Play', exact: true }).click();
  const question = sco.getByRole('group', { name: /^Predict the store\./ });
  for (let i = 0; i < 60 && !(await question.isVisible()); i++) await page.clock.runFor(1000);
  await question.getByRole('button', { name: 'Replay the saved answer' }).click(); // what the store does with the retry
  await expect.poll(() => lmsValue(page, 'cmi.core.score.raw')).toBe('100');
  expect([await lmsValue(page, 'cmi.core.score.min'), await lmsValue(page, 'cmi.core.score.max')]).toEqual(['0', '100']);
  expect(JSON.parse(await lmsValue(page, 'cmi.suspend_data')).answers).toEqual({ 'payflow/ticket/plain/7': true }); // the retry reaches the shop on beat 7
});

test('resumes where the LMS says the learner was: ticket:3 opens beat 3', async ({ page }) => {
  await openLms(page, { core: { entry: 'resume', lesson_location: 'ticket:3', lesson_status: 'incomplete' }, suspend_data: '{"v":1,"ended":[],"answers":{}}' });
  await expect(timeline(page)).toHaveValue('3', { timeout: 20_000 });
  await expect(timeline(page)).toHaveAttribute('aria-valuetext', /A ticket for the coat: beat 4 of/);
  await expect(page.frameLocator('#sco').getByText('Course platform:')).toHaveCount(0);
  // Already incomplete: nothing the LMS holds is set again.
  expect(await writes(page)).toEqual(['LMSInitialize', 'LMSCommit']);
});

test('a saved place past the chapter’s end: a plain notice, and the chapter opens at its beginning', async ({ page }) => {
  await openLms(page, { core: { entry: 'resume', lesson_location: 'ticket:99' } });
  const frame = page.frameLocator('#sco');
  await expect(frame.getByRole('status').filter({ hasText: 'Course platform:' })).toContainText('The saved place ticket:99 is past the chapter’s last beat');
  await expect(timeline(page)).toHaveValue('0');
});

test('with no LMS it plays and says so once, and no request leaves the package', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.clock.install();
  await page.goto(`/lms-e2e/${SCO}`);
  await expect(page.getByRole('slider', { name: 'Timeline' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByText('No course platform (LMS) was found')).toHaveCount(1);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('slider', { name: 'Timeline' })).not.toHaveValue('0');
  expect(requests.length).toBeGreaterThan(3);
  expect(requests.filter((url) => !url.startsWith(`${APP}/lms-e2e/${SCO_PATH}/`))).toEqual([]);
});

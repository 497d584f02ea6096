import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { statementProblems } from '../src/lms/xapi/validate';
import { chromiumLaunchOptions } from './chromium';

// The app on 127.0.0.1:PORT; the course page (e2e/lms/course.html) on 127.0.0.1:PORT+1, another
// origin. It follows EMBEDDING.md's recipe: it adds the learner as the actor and forwards each statement.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${PORT}`;
const COURSE = `http://127.0.0.1:${PORT + 1}`;

// The course page is the host's, so it is served as a host serves it, without the app's own
// Content-Security-Policy (whose default-src 'self' would keep it from framing another origin).
// Playwright serves it, and such pages count as public to Chromium's Local Network Access checks,
// which would stop them framing 127.0.0.1; a real course page framing a public host never meets that.
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });
test.beforeEach(async ({ page }) => {
  await page.route(`${COURSE}/course/*`, (route) => route.fulfill({ path: fileURLToPath(new URL(`lms/${new URL(route.request().url()).pathname.split('/').pop()}`, import.meta.url)) }));
});

type Statement = { id: string; actor: object; verb: { id: string; display: { en: string } }; object: { id: string; definition: { name: { en: string } } }; result?: Record<string, unknown>; context: { contextActivities: { parent: { id: string }[] } }; timestamp: string };
const forwarded = (page: Page): Promise<Statement[]> => page.evaluate(() => (window as unknown as { forwarded: Statement[] }).forwarded);
const said = async (page: Page) => (await forwarded(page)).map((s) => `${s.verb.display.en} ${s.object.id.replace(`${APP}/`, '')}`);
const frame = (page: Page) => page.frameLocator('#cloakroom');

test('a course page on another origin receives xAPI statements as the learner watches a one-chapter playlist to its end', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${COURSE}/course/course.html?app=${encodeURIComponent(`${APP}/`)}&chapter=ticket&chapters=ticket`);
  await expect(frame(page).getByRole('slider', { name: 'Timeline' })).toBeEnabled({ timeout: 20_000 });
  await expect.poll(() => said(page)).toEqual(['initialized lessons/payflow?chapters=ticket']);

  await frame(page).getByRole('button', { name: 'Play', exact: true }).click();
  for (let i = 0; i < 120 && (await said(page)).length < 4; i++) await page.clock.runFor(1000);
  expect(await said(page)).toEqual([
    'initialized lessons/payflow?chapters=ticket',
    'experienced chapters/ticket',
    'completed chapters/ticket',
    'completed lessons/payflow?chapters=ticket',
  ]);

  const statements = await forwarded(page);
  for (const s of statements) {
    expect(statementProblems(s)).toEqual([]);
    expect(s.context.contextActivities.parent.at(-1)!.id).toBe(`${APP}/lessons/payflow`);
  }
  expect(new Set(statements.map((s) => s.id)).size).toBe(statements.length);
  const completed = statements.find((s) => s.object.id === `${APP}/chapters/ticket` && s.verb.id === 'http://adlnet.gov/expapi/verbs/completed')!;
  expect(completed.result).toEqual({ completion: true, duration: expect.stringMatching(/^PT(\d+M)?[\d.]+S$/) });
  await expect(page.getByRole('list', { name: 'Learning records' })).toContainText('completed A ticket for the coat');
});

test('checking the recall cloze sends one answered statement with every blank and the score', async ({ page }) => {
  await page.goto(`${COURSE}/course/course.html?app=${encodeURIComponent(`${APP}/`)}&chapter=ticket&chapters=ticket`);
  await frame(page).getByRole('tab', { name: 'Try it' }).click({ timeout: 20_000 });
  const cloze = frame(page).getByRole('region', { name: 'Recall: the core of run()' });
  await expect(cloze.getByRole('textbox')).toHaveCount(5);
  const answers = ['nothing', '.changes', 'HTTP 422', "'done'", '408'];
  for (const [i, box] of (await cloze.getByRole('textbox').all()).entries()) await box.fill(answers[i]!);
  await cloze.getByRole('button', { name: 'Check my answers' }).click();
  await expect.poll(() => said(page)).toContain('answered recall/payflow');
  const recall = (await forwarded(page)).find((s) => s.object.id === `${APP}/recall/payflow`)!;
  expect(statementProblems(recall)).toEqual([]);
  expect(recall.result).toEqual({ success: false, response: answers.join('[,]'), score: { raw: 4, min: 0, max: 5, scaled: 0.8 } });
});

test('with no ?origin= configured, no statement leaves the player', async ({ page }) => {
  await page.goto(`${COURSE}/course/course.html?app=${encodeURIComponent(`${APP}/`)}&chapter=ticket&origin=none`);
  const types = () => page.evaluate(() => (window as unknown as { allMessages: { type?: string }[] }).allMessages.map((m) => m?.type));
  await expect.poll(types, { timeout: 20_000 }).toContain('cloakroom:ready');
  await frame(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(types).toContain('cloakroom:play');
  expect(await types()).not.toContain('cloakroom:xapi');
});

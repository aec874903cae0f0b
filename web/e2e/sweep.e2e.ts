// Issue 38, "Done means": every screen and dialog each kind of user can reach — an IR team's owner, editor,
// approver and viewer, the operator (platform admin) and the demo visitor — at desktop and phone sizes, with
// axe (0 serious/critical), its heading and a known piece of its data, and no error message. One screenshot each.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Cookie, Locator, Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { startTestSmtpServer, type TestSmtpServer } from '../../api/src/mail/mail.testing';
import { joinFromMail, turnOnTwoFactorViaApi, uniqueUsername } from './accounts';
import { seriousViolations } from './axe';
import { campaignWithArticle, signInAsDemoIssuer } from './demo-issuer';
import { DESKTOP, e2eSuite, MOBILE, repoRoot, test, type Journey, type Viewport } from './harness';
import { freshDataDir } from './server-env.mjs';

type Role = 'owner' | 'editor' | 'approver' | 'viewer' | 'operator';

const PUBLISHED_TITLE = 'Sweep: Ohio support office opens';
const WAITING_TITLE = 'Sweep: second regional customer';
const OPERATOR = { username: 'sweep_operator', email: 'operator@issuerwire.example' };

let smtp: TestSmtpServer | undefined;
let dataDir: string | undefined;
let operatorPassword = '';

/** The operator exists only through the admin CLI: run against the data directory the server then starts on. */
async function createOperator(dir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/admin-create.cli.ts', OPERATOR.username, OPERATOR.email], {
    cwd: repoRoot,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(repoRoot, 'api', 'tsconfig.json'), DATA_DIR: dir, LOG_LEVEL: 'warn', INIT_CWD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const password = /Password \(shown once[^:]*\): (\S+)/.exec(out)?.[1];
  if (code !== 0 || !password) throw new Error(`admin:create failed (${code}):\n${out}`);
  return password;
}

test.afterAll(async () => {
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// The server starts on a data directory where the admin CLI has created the operator, and mails to the sink.
const { journey } = e2eSuite({
  env: async () => {
    smtp = await startTestSmtpServer();
    dataDir = freshDataDir();
    operatorPassword = await createOperator(dataDir);
    return { SMTP_URL: smtp.url, DATA_DIR: dataDir };
  },
});

/** Each role's session cookies, signed up once in the first journey and reused by the others. */
const sessions = new Map<Role, Cookie[]>();
const ids = { published: '', waiting: '' };
/** The articles' own titles (the composer's headlines; the campaigns carry the titles above). */
const titles = { published: '', waiting: '' };

async function ok(response: { status: () => number; text: () => Promise<string> }, status = 200): Promise<void> {
  assert.equal(response.status(), status, await response.text());
}

/**
 * The team, its releases and the operator, on this file's server. Run by the first journey, and again by a later
 * one when a failure restarted the worker (a new server, and no sessions kept).
 */
async function setUp(j: Journey): Promise<void> {
  const { page } = j;
  await signInAsDemoIssuer(j);
  await turnOnTwoFactorViaApi(j, page.request);
  const people: Partial<Record<Role, Awaited<ReturnType<typeof joinFromMail>>>> = {};
  try {
    for (const role of ['editor', 'approver', 'viewer'] as const) {
      const email = `${uniqueUsername(role)}@demo.issuerwire.example`;
      const before = smtp!.messages.length;
      await ok(await page.request.post(j.url('/api/team/invitations'), { data: { email, role } }), 201);
      const mail = await smtp!.waitFor((m) => smtp!.messages.indexOf(m) >= before && m.to.includes(email));
      people[role] = await joinFromMail(j, smtp!, email, mail.text);
    }
    const { editor, approver } = people as Required<typeof people>;

    // The owner's release: two versions (the History tab's diff), approved, scheduled for tomorrow on Medium.
    ids.published = (await campaignWithArticle(j, PUBLISHED_TITLE)).articleId;
    const article = await (await page.request.get(j.url(`/api/articles/${ids.published}`))).json();
    titles.published = article.title;
    await ok(
      await page.request.put(j.url(`/api/articles/${ids.published}`), {
        data: { title: article.title, content: `${article.content}\n\nThe support office opens in March.` },
      }),
    );
    await ok(await page.request.post(j.url(`/api/articles/${ids.published}/approval-request`), { data: { note: 'Sweep' } }));
    await ok(await approver.page.request.post(j.url(`/api/articles/${ids.published}/approve`), { data: {} }));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await ok(
      await page.request.post(j.url(`/api/articles/${ids.published}/publish`), {
        data: { platforms: ['medium'], scheduledFor: tomorrow },
      }),
    );

    // The editor's release, waiting for the approver.
    const waiting = await campaignWithArticle(editor.page, WAITING_TITLE);
    ids.waiting = waiting.articleId;
    titles.waiting = (await (await editor.page.request.get(j.url(`/api/articles/${ids.waiting}`))).json()).title;
    await ok(await editor.page.request.post(j.url(`/api/articles/${ids.waiting}/approval-request`), { data: {} }));

    sessions.set('owner', await page.context().cookies());
    for (const role of ['editor', 'approver', 'viewer'] as const) sessions.set(role, await people[role]!.context.cookies());
  } finally {
    for (const person of Object.values(people)) await person?.context.close();
  }

  // The operator signs in with the generated password and turns on two factors (reviews need them).
  const operator = await page.context().browser()!.newContext();
  try {
    const login = await operator.request.post(j.url('/graphql'), {
      data: {
        query: 'mutation Login($input: LoginInput!) { login(input: $input) { loginResult { success } userErrors { path message code } } }',
        variables: { input: { username: OPERATOR.username, password: operatorPassword } },
      },
    });
    assert.equal((await login.json()).data?.login.loginResult?.success, true, await login.text());
    const setup = await (await operator.request.post(j.url('/api/auth/2fa/setup'))).json();
    await ok(await operator.request.post(j.url('/api/auth/2fa/enable'), { data: { token: authenticator.generate(setup.manualEntryKey) } }));
    sessions.set('operator', await operator.cookies());
  } finally {
    await operator.close();
  }
}

journey('sweep set-up: an IR team (owner, editor, approver, viewer) with a scheduled and a waiting release, and the operator', setUp, {
  timeoutMs: 240_000,
});

interface Screen {
  label: string;
  /** Path to open, or nothing to check the page as it is now (a dialog opened by `open`). */
  path?: string;
  heading: string | RegExp;
  /** A piece of the data created for it that must be shown. */
  shows: string | RegExp;
  open?: (page: Page) => Promise<void>;
}

/** Error alerts, the route's error boundary, or a GraphQL/REST failure text anywhere on the page. */
async function errorsShown(page: Page): Promise<string[]> {
  const found: string[] = [];
  const alerts = page.locator('.MuiAlert-standardError, .MuiAlert-filledError, .MuiAlert-outlinedError');
  for (const text of await alerts.allInnerTexts()) found.push(`error alert: ${text.trim()}`);
  if (await page.getByRole('heading', { name: 'Something went wrong' }).count()) found.push('the error boundary');
  const body = await page.locator('body').innerText();
  for (const pattern of [/Query Cost limit/i, /Syntax Error/, /not found\./i, /Unexpected error/i, /could not be loaded/i]) {
    const match = pattern.exec(body);
    if (match) found.push(`text "${match[0]}"`);
  }
  return found;
}

async function visit(j: Journey, size: string, screen: Screen, problems: string[]): Promise<void> {
  const { page } = j;
  if (screen.path) await j.goto(screen.path);
  await screen.open?.(page);
  const scope: Locator = screen.path && !screen.open ? page.getByRole('main').first() : page.locator('body');
  try {
    await scope.getByRole('heading', { name: screen.heading }).first().waitFor();
    // Visible: on a phone the calendar's day squares hold counts, the list the names.
    await scope.getByText(screen.shows).filter({ visible: true }).first().waitFor();
  } catch (error) {
    problems.push(`${size} ${screen.label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  problems.push(...(await errorsShown(page)).map((p) => `${size} ${screen.label}: ${p}`));
  problems.push(...(await seriousViolations(page)).map((v) => `${size} ${screen.label}: ${v}`));
  await j.step(`${size}-${screen.label}`);
}

/** The article dialog and each of its tabs. */
function articleScreens(id: () => string, title: () => string, tabs: Record<string, string | RegExp>): Screen[] {
  const dialog = (page: Page) => page.getByRole('dialog').first();
  return [
    { label: 'article dialog', path: '', heading: title(), shows: /Compliance disclosure/, open: async (page) => openArticle(page, id()) },
    ...Object.entries(tabs).map(([tab, shows]) => ({
      label: `article ${tab.toLowerCase()} tab`,
      heading: title(),
      shows,
      open: async (page: Page) => {
        await dialog(page).getByRole('tab', { name: tab }).click();
      },
    })),
  ];
}

async function openArticle(page: Page, id: string): Promise<void> {
  await page.goto(new URL(`/articles/${id}`, page.url()).href, { waitUntil: 'load' });
  await page.getByRole('dialog').first().waitFor();
}

async function scheduledFilter(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Scheduled' }).click();
  await page.getByRole('heading', { name: /^Scheduled from .* on$/ }).waitFor();
}

const ISSUER_TABS = { Compliance: /Compliance check/, History: /Changes in version|version 1/i, Approval: /approv/i };

function issuerScreens(role: Exclude<Role, 'operator'>): Screen[] {
  const screens: Screen[] = [
    { label: 'dashboard', path: '/dashboard', heading: 'Campaign Dashboard', shows: PUBLISHED_TITLE },
    { label: 'articles', path: '/articles', heading: 'Articles', shows: PUBLISHED_TITLE },
    { label: 'publishing', path: '/publishing', heading: 'Publishing', shows: /Medium/ },
    // Tomorrow's post, also when tomorrow is next month.
    { label: 'publishing scheduled', heading: 'Publishing', shows: /Medium/, open: scheduledFilter },
    // Nothing published yet: the summary and the empty state, and no error.
    { label: 'analytics', path: '/analytics', heading: 'Analytics', shows: 'Newswire reach (estimated)' },
    { label: 'compliance', path: '/compliance', heading: 'Compliance', shows: /Reg FD|disclos/i },
    { label: 'settings', path: '/settings', heading: 'Settings', shows: 'Demo Issuer Holdings' },
  ];
  if (role === 'owner' || role === 'editor')
    screens.splice(1, 0, { label: 'new campaign', path: '/campaigns/new', heading: 'New Campaign', shows: 'Your verified ticker' });
  screens.push(
    ...articleScreens(
      () => ids.published,
      () => titles.published,
      ISSUER_TABS,
    ),
  );
  if (role === 'owner' || role === 'editor') {
    screens.push({
      label: 'distribute dialog',
      heading: /Distribute/,
      shows: /EIN Presswire/,
      open: async (page) => {
        await page.getByRole('button', { name: 'Distribute to Newswires' }).click();
      },
    });
  }
  if (role === 'approver') {
    screens.push(
      ...articleScreens(
        () => ids.waiting,
        () => titles.waiting,
        { Approval: /Approve version/ },
      ),
    );
  }
  return screens;
}

const OPERATOR_SCREENS: Screen[] = [
  { label: 'kyc reviews', path: '/admin/reviews', heading: 'KYC reviews', shows: /review/i },
  { label: 'integrations', path: '/admin/integrations', heading: 'Integrations', shows: /Medium|EIN Presswire/ },
  { label: 'settings', path: '/settings', heading: 'Settings', shows: OPERATOR.username },
];

const SIZES: [string, Viewport][] = [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
];

async function sweep(j: Journey, screens: Screen[]): Promise<void> {
  // A screen that misses its data is reported with the others, not left to time the journey out.
  j.page.setDefaultTimeout(8_000);
  const problems: string[] = [];
  for (const [size, viewport] of SIZES) {
    await j.page.setViewportSize(viewport);
    for (const screen of screens) await visit(j, size, screen, problems);
  }
  assert.deepEqual(problems, [], problems.join('\n'));
}

for (const role of ['owner', 'editor', 'approver', 'viewer', 'operator'] as const) {
  journey(
    `sweep: the ${role} sees every screen and dialog they can reach, with its data, no error and no serious axe violation`,
    async (j) => {
      if (!sessions.size) await setUp(j);
      await j.page.context().clearCookies();
      await j.page.context().addCookies(sessions.get(role)!);
      await sweep(j, role === 'operator' ? OPERATOR_SCREENS : issuerScreens(role));
    },
    { timeoutMs: 420_000 },
  );
}

journey(
  'sweep: the demo visitor sees every screen of the demo workspace, with its data, no error and no serious axe violation',
  async (j) => {
    await ok(await j.page.request.post(j.url('/api/demo/session')));
    const listed = (await (await j.page.request.get(j.url('/api/articles'))).json()) as { items: { id: string; title: string }[] };
    const first = listed.items[0]!;
    await sweep(j, [
      { label: 'dashboard', path: '/dashboard', heading: 'Campaign Dashboard', shows: 'Demo Cloud now available to every customer' },
      { label: 'articles', path: '/articles', heading: 'Articles', shows: 'Demo Cloud now available to every customer' },
      { label: 'publishing', path: '/publishing', heading: 'Publishing', shows: /Business Wire \(newswire\)/ },
      // The annual meeting's release goes out in three days: listed under Scheduled though that may be next month.
      { label: 'publishing scheduled', heading: 'Publishing', shows: /PR Newswire \(newswire\)/, open: scheduledFilter },
      { label: 'analytics', path: '/analytics', heading: 'Analytics', shows: 'Third-quarter results: recurring revenue up 18%' },
      { label: 'compliance', path: '/compliance', heading: 'Compliance', shows: /disclos/i },
      { label: 'settings', path: '/settings', heading: 'Settings', shows: 'The demo workspace has no password' },
      ...articleScreens(
        () => first.id,
        () => first.title,
        ISSUER_TABS,
      ),
    ]);
  },
  { timeoutMs: 420_000 },
);

// Issue 40, point 6: release day. (1) Latency: releases published to the newsroom a few seconds ahead, each
// timed from its release time to the newsroom list, the three feeds and the first alert mail handed to the
// SMTP server (a real one on loopback in this process: api/src/mail/mail.testing.ts). (2) Throughput: 10,000
// confirmed subscribers (written straight into the database: setup speed), one release, the time until every
// alert mail has been handed to the SMTP server. The app is the built bundle, as in production (pg-boss jobs).
import path from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { benchDatabase, call, percentile, root, signInAsDemo, startApp, table } from './lib.mjs';

const RELEASES = Number(process.env.BENCH_RELEASES ?? 20);
const SUBSCRIBERS = Number(process.env.BENCH_ALERT_SUBSCRIBERS ?? 10_000);
/** How far ahead each release is scheduled: enough for the publish call to return before its time. */
const LEAD_MS = 3000;
/** How often the bench reads each public surface while it waits. */
const POLL_MS = 25;
/** A release not seen on a surface this long after its time counts as missed. */
const GIVE_UP_MS = 60_000;
const THROUGHPUT_GIVE_UP_MS = Number(process.env.BENCH_ALERT_GIVE_UP_SECONDS ?? 600) * 1000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'missed');

/** The tsx loader for the api's TypeScript (the SMTP sink, and the ORM to write subscribers into PGlite). */
let registered = false;
async function api(file) {
  if (!registered) register({ tsconfig: path.join(root, 'api/tsconfig.json') });
  registered = true;
  await import('reflect-metadata');
  return import(path.join(root, 'api', file));
}

/** A new campaign of the demo issuer with its generated article (not timed). */
async function newArticle(base, cookie, label) {
  const campaign = await call(base, cookie, 'POST', '/api/campaigns', {
    title: label,
    companyName: 'Demo Corp',
    ticker: 'DEMO',
    sector: 'technology',
    tone: 'neutral',
    highlights: 'Opened a second plant',
    format: 'press-release', // a feature needs a full brief (brief_too_thin)
    budget: 'pro',
  });
  // Past the plan's monthly allowance an article needs the overage accepted (a charge row in the bench's throw-away database).
  const generated = await call(base, cookie, 'POST', `/api/campaigns/${campaign.json.id}/generate-article`, { confirmOverage: true });
  return generated.json.article.id;
}

/** Publishes the article to the newsroom LEAD_MS ahead; answers its permalink's path and its release time (ms). */
async function releaseSoon(base, cookie, articleId) {
  const scheduledFor = new Date(Date.now() + LEAD_MS).toISOString();
  const { json } = await call(base, cookie, 'POST', `/api/articles/${articleId}/publish`, { platforms: ['newsroom'], scheduledFor });
  return { path: new URL(json.newsroom.url).pathname, at: Date.parse(json.newsroom.at) };
}

/** Reads `url` until its body names `releasePath`; answers when (ms), or Infinity past `until`. */
async function firstSeen(url, releasePath, until) {
  while (Date.now() < until) {
    const res = await fetch(url);
    const body = await res.text();
    if (res.ok && body.includes(releasePath)) return Date.now();
    await sleep(POLL_MS);
  }
  return Infinity;
}

/** Subscribes `email` on the newsroom and confirms through the mailed link's page (double opt-in, as a reader does). */
async function subscribeAndConfirm(base, smtp, slug, email) {
  const res = await fetch(`${base}/api/newsroom/${slug}/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (res.status !== 202) throw new Error(`subscribing answered ${res.status}`);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirm'), 60_000);
  const confirm = new URL(/https?:\/\/\S+\/confirm\/\S+/.exec(mail.text)[0]).pathname;
  const posted = await fetch(`${base}${confirm}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  if (posted.status !== 200) throw new Error(`confirming answered ${posted.status}`);
}

/** (1) Each release in turn: from its time to the list, each feed and the first alert mail. */
async function latency(app, smtp, cookie, slug) {
  const rounds = [];
  for (let i = 1; i <= RELEASES; i += 1) {
    const articleId = await newArticle(app.base, cookie, `Release day bench ${i}`);
    const release = await releaseSoon(app.base, cookie, articleId);
    const until = release.at + GIVE_UP_MS;
    const surface = (suffix) => firstSeen(`${app.base}/newsroom/${slug}${suffix}`, release.path, until);
    const mail = smtp
      .waitFor((m) => m.text.includes(release.path), Math.max(1, until - Date.now()))
      .then(
        () => Date.now(),
        () => Infinity,
      );
    const [list, rss, atom, json, firstMail] = await Promise.all([
      surface(''),
      surface('/feed.rss'),
      surface('/feed.atom'),
      surface('/feed.json'),
      mail,
    ]);
    const after = (t) => t - release.at;
    rounds.push({
      list: after(list),
      feeds: after(Math.max(rss, atom, json)),
      mail: after(firstMail),
      all: after(Math.max(list, rss, atom, json, firstMail)),
      early: Math.min(list, rss, atom, json, firstMail) < release.at,
    });
  }
  return rounds;
}

/**
 * Writes SUBSCRIBERS confirmed addresses into the demo newsroom's list in one statement. PostgreSQL is
 * written while the app runs; PGlite lives inside the app's process, so the app is stopped, the rows written
 * through the api's own ORM on its data directory, and the app started again. Answers the running app.
 */
async function addSubscribers(app, env, slug) {
  if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`unexpected newsroom slug ${slug}`);
  const insert = `insert into newsroom_subscribers (id, organization_id, email, status, confirmed_at, created_at, updated_at)
    select gen_random_uuid(), n.organization_id, 'investor-' || g || '@bench.test', 'confirmed', now(), now(), now()
    from newsrooms n cross join generate_series(1, ${SUBSCRIBERS}) g where n.slug = '${slug}'`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(insert);
    } finally {
      await client.end();
    }
    return app;
  }
  await app.stop();
  const { embeddedDir, openORM } = await api('src/db/orm.ts');
  const orm = await openORM({ pgliteDir: embeddedDir(app.dataDir) });
  try {
    await orm.em.getConnection().execute(insert);
  } finally {
    await orm.close();
  }
  return startApp({ ...env, DATA_DIR: app.dataDir });
}

/** (2) One release to every confirmed subscriber: when each of its mails reached the SMTP server. */
async function throughput(app, env, smtp, slug) {
  let cookie = await signInAsDemo(app.base);
  const articleId = await newArticle(app.base, cookie, 'Release day bench: all subscribers');
  app = await addSubscribers(app, env, slug);
  cookie = await signInAsDemo(app.base);
  const { count } = (await call(app.base, cookie, 'GET', '/api/newsroom/subscribers')).json;
  const release = await releaseSoon(app.base, cookie, articleId);
  const recipients = new Set();
  let mails = 0;
  let seen = smtp.messages.length;
  let first = Infinity;
  let last = Infinity;
  const scan = () => {
    for (; seen < smtp.messages.length; seen += 1) {
      const m = smtp.messages[seen];
      if (!m.text.includes(release.path)) continue;
      mails += 1;
      for (const to of m.to) recipients.add(to);
    }
  };
  const until = release.at + THROUGHPUT_GIVE_UP_MS;
  while (recipients.size < count && Date.now() < until) {
    const before = mails;
    scan();
    if (mails > before) {
      if (!before) first = Date.now();
      if (recipients.size >= count) last = Date.now();
    }
    await sleep(POLL_MS);
  }
  // A little longer: a second mail to anyone would show here.
  await sleep(3000);
  scan();
  return { app, count, mails, recipients: recipients.size, first: first - release.at, last: last - release.at };
}

export async function run() {
  const { startTestSmtpServer } = await api('src/mail/mail.testing.ts');
  const smtp = await startTestSmtpServer();
  const db = await benchDatabase();
  const env = { ...db.env, SMTP_URL: smtp.url };
  let app = await startApp(env);
  let rounds;
  let bulk;
  try {
    const cookie = await signInAsDemo(app.base);
    const { slug } = (await call(app.base, cookie, 'GET', '/api/newsroom')).json;
    await subscribeAndConfirm(app.base, smtp, slug, 'reader@bench.test');
    rounds = await latency(app, smtp, cookie, slug);
    bulk = await throughput(app, env, smtp, slug);
    app = bulk.app;
  } finally {
    await app.stop();
    await db.drop();
    await smtp.close();
  }
  const row = (label, values, target) => [
    label,
    seconds(percentile(values, 50)),
    seconds(percentile(values, 95)),
    seconds(Math.max(...values)),
    target,
  ];
  const totalS = bulk.last / 1000;
  return [
    table(
      [
        `${RELEASES} releases, each scheduled ${LEAD_MS / 1000} s ahead (1 confirmed subscriber): from the release time to`,
        'p50',
        'p95',
        'max',
        'target',
      ],
      [
        row(
          '`GET /newsroom/{slug}` lists it',
          rounds.map((r) => r.list),
          '—',
        ),
        row(
          'the three feeds list it (the last of RSS, Atom, JSON Feed)',
          rounds.map((r) => r.feeds),
          '—',
        ),
        row(
          'the first alert mail handed to the SMTP server',
          rounds.map((r) => r.mail),
          '—',
        ),
        row(
          'all of them (the last of the five, per release)',
          rounds.map((r) => r.all),
          'p95 ≤ 5 s (issue 40)',
        ),
        ['releases seen anywhere before their time', rounds.filter((r) => r.early).length, '', '', '0'],
      ],
    ),
    '',
    table(
      [`one release to ${bulk.count.toLocaleString('en')} confirmed subscribers`, 'value', 'target'],
      [
        [
          'from the release time to the last alert mail handed to the SMTP server',
          Number.isFinite(bulk.last)
            ? `${totalS.toFixed(1)} s (${(bulk.count / totalS).toFixed(0)} mails/s)`
            : `not done in ${THROUGHPUT_GIVE_UP_MS / 1000} s`,
          '≤ 120 s (issue 40)',
        ],
        ['from the release time to the first mail', seconds(bulk.first), '—'],
        ['mails handed to the SMTP server / distinct recipients', `${bulk.mails} / ${bulk.recipients}`, `${bulk.count} / ${bulk.count}`],
      ],
    ),
  ].join('\n');
}

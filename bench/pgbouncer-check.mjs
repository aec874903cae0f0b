#!/usr/bin/env node
// What works through a transaction-mode pooler (docs/operations.md, "Capacity"): named prepared statements from
// several clients, a LISTEN through the pooler, and a NOTIFY through it heard on a direct connection. Run it with a
// PgBouncer in front of the server: `POOLED_URL=postgres://postgres@127.0.0.1:6432/test DIRECT_URL=postgres://postgres@127.0.0.1:5432/test node bench/pgbouncer-check.mjs`.
// Prints what it saw; asserts nothing (the answer depends on the pooler's version and settings).
import pg from 'pg';

const via = process.env.POOLED_URL ?? 'postgres://postgres@127.0.0.1:6432/test';
const direct = process.env.DIRECT_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const connect = async (url) => {
  const client = new pg.Client(url);
  await client.connect();
  return client;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

const clients = await Promise.all(Array.from({ length: 4 }, () => connect(via)));
let answered = 0;
const errors = new Set();
for (let round = 0; round < 50; round++) {
  await Promise.all(
    clients.map((client, i) =>
      client
        .query({ name: 'iw_check', text: 'select $1::int as n', values: [i] })
        .then(() => answered++)
        .catch((error) => errors.add(error.message)),
    ),
  );
}
console.log(`named prepared statements through the pooler: ${answered} of 200 answered; errors: ${[...errors].join(' | ') || 'none'}`);

const listener = await connect(via);
let heard = 0;
listener.on('notification', () => heard++);
await listener.query('listen iw_check_channel');
const notifier = await connect(direct);
for (let i = 0; i < 20; i++) {
  // The pool stays busy, as an app's would, so the LISTEN's server connection serves other clients.
  await Promise.all(clients.map((client) => client.query('select 1').catch(() => {})));
  await notifier.query(`notify iw_check_channel, 'x'`);
}
await settle();
console.log(`LISTEN through the pooler: heard ${heard} of 20 notifications`);

const directListener = await connect(direct);
let heardDirect = 0;
directListener.on('notification', () => heardDirect++);
await directListener.query('listen iw_check_channel');
const pooledNotifier = await connect(via);
for (let i = 0; i < 20; i++) await pooledNotifier.query(`notify iw_check_channel, 'y'`);
await settle();
console.log(`NOTIFY through the pooler, LISTEN direct: heard ${heardDirect} of 20`);
for (const client of [...clients, listener, notifier, directListener, pooledNotifier]) await client.end();

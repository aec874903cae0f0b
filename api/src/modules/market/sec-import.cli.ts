import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { loadConfig, loadDotEnv } from '../../config';
import { embeddedDir, initORM } from '../../db/orm';
import { importSecListings } from './sec-import';

/** `npm run import:sec -w api -- path/to/company_tickers_exchange.json` (stop the app first in embedded mode). */
loadDotEnv();
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:sec -w api -- <company_tickers_exchange.json>');
  process.exit(2);
}
const config = loadConfig();
const orm = await initORM(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: embeddedDir(config.dataDir) });
try {
  const report = await importSecListings(orm, JSON.parse(readFileSync(file, 'utf8')));
  console.log(`inserted ${report.inserted}, updated ${report.updated}`);
  for (const s of report.skipped) console.log(`skipped ${s.count}: ${s.reason}`);
} finally {
  await orm.close();
}

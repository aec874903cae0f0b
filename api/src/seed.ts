import { demoCompany, loadDataset } from '@issuerwire/market-embedded';
import type { Orm } from './db/orm';
import { randomToken } from './lib/crypto';
import { hashPassword, openOrganization, Organization, User } from './modules/identity';
import { DEMO_EMAIL_DOMAIN, DEMO_ISSUER_PASSWORD, DEMO_ISSUER_USERNAME, DEMO_UNVERIFIED_USERNAME, demoCompanyName } from './modules/kyc';
import { StockData } from './modules/market';

/** First start: load the bundled listings into stock_data (one batched insert), once. */
export async function seedMarketData(orm: Orm): Promise<number> {
  const em = orm.em.fork();
  if ((await em.count(StockData, {})) > 0) return 0;
  const dataset = loadDataset();
  const rows = dataset.companies.map((c) =>
    em.create(StockData, {
      ticker: c.ticker,
      companyName: c.name,
      exchange: c.exchange,
      sector: c.sector,
      industry: c.industry,
      website: c.website,
      country: c.country,
      marketCap: c.marketCap,
      lastPrice: c.lastPrice,
      volume: c.volume,
      isDemo: Boolean(c.isDemo),
      asOf: dataset.asOf,
    }),
  );
  await em.flush();
  return rows.length;
}

/**
 * First start: the sample accounts of the demo page and the authorization presets, both on the
 * fictional DEMO listing. The verified one signs in with the README's password; the unverified one
 * gets a random password nobody knows. Idempotent: an existing account is left as it is.
 */
export async function seedDemoAccounts(orm: Orm, now: Date = new Date()): Promise<string[]> {
  const em = orm.em.fork();
  const company = demoCompany();
  const common = {
    companyName: demoCompanyName(company.name),
    ticker: company.ticker,
    exchange: company.exchange,
    sector: company.sector,
    contactName: 'Dana Demo (fictional)',
    website: company.website,
    jurisdiction: 'United States',
  };
  const accounts = [
    {
      username: DEMO_ISSUER_USERNAME,
      password: DEMO_ISSUER_PASSWORD,
      verificationStatus: 'verified' as const,
      verifiedAt: now,
      kycSubmittedAt: now,
    },
    {
      username: DEMO_UNVERIFIED_USERNAME,
      password: randomToken(),
      verificationStatus: 'pending' as const,
      verifiedAt: null,
      kycSubmittedAt: null,
    },
  ];
  // Accounts an older build seeded carry the listing's "(fictional)" into every form and draft: renamed once.
  await em.nativeUpdate(
    User,
    { username: { $in: accounts.map((a) => a.username) }, companyName: company.name },
    { companyName: common.companyName },
  );
  // Their organizations too (invitations name it); the DEMO listing belongs to the demo accounts only.
  await em.nativeUpdate(Organization, { ticker: company.ticker, name: company.name }, { name: common.companyName });
  const created: string[] = [];
  for (const account of accounts) {
    if (await em.count(User, { username: account.username })) continue;
    const user = em.create(User, {
      ...common,
      username: account.username,
      email: `${account.username.replace('_', '-')}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: await hashPassword(account.password),
      verificationStatus: account.verificationStatus,
      verifiedAt: account.verifiedAt,
      kycSubmittedAt: account.kycSubmittedAt,
      createdAt: now,
    });
    openOrganization(em, user, now);
    created.push(account.username);
  }
  await em.flush();
  return created;
}

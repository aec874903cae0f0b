import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Article } from '../modules/articles/article.entity';
import { Campaign } from '../modules/campaigns/campaign.entity';
import { Organization } from '../modules/identity/organization.entity';
import { User } from '../modules/identity/user.entity';
import { StockData } from '../modules/market/stock-data.entity';

function newUser(name: string): User {
  const user = new User();
  user.username = name;
  user.email = `${name}@example.com`;
  user.passwordHash = 'hash';
  return user;
}

describe('the data model and its migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('has committed migrations that match the entities (create one with `npm run migration:create -w api` when this fails)', async () => {
    const diff = await t.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('applies the spec defaults', async () => {
    const em = t.orm.em.fork();
    const user = newUser('defaults');
    await em.persistAndFlush(user);
    const [row] = await em
      .getConnection()
      .execute('select verification_status, two_factor_enabled, login_attempts, created_at from users where id = ?', [user.id]);
    expect(row).toMatchObject({ verification_status: 'pending', two_factor_enabled: false, login_attempts: 0 });
    expect(Number.isNaN(new Date(row.created_at).getTime())).toBe(false);
  });

  it('keeps usernames unique, and an address to one account once proved', async () => {
    const em = t.orm.em.fork();
    await em.persistAndFlush(newUser('unique1'));
    const twin = newUser('unique1');
    twin.email = 'other@example.com';
    await expect(em.fork().persistAndFlush(twin)).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    const proved = Object.assign(newUser('proved1'), { email: 'shared@example.com', emailVerifiedAt: new Date() });
    const unproved = Object.assign(newUser('unproved1'), { email: 'shared@example.com' });
    await em.fork().persistAndFlush([proved, unproved]);
    const second = Object.assign(newUser('proved2'), { email: 'shared@example.com', emailVerifiedAt: new Date() });
    await expect(em.fork().persistAndFlush(second)).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('limits tickers to 10 characters and keeps price decimals at scale 2', async () => {
    const em = t.orm.em.fork();
    await em
      .getConnection()
      .execute(
        `insert into stock_data (ticker, company_name, exchange, last_price, price_change) values ('ACME', 'Acme Corp.', 'NASDAQ', 12.345, -0.126)`,
      );
    const stock = await em.findOneOrFail(StockData, { ticker: 'ACME' });
    expect(stock.lastPrice).toBe(12.35);
    expect(stock.priceChange).toBe(-0.13);
    await expect(
      em.getConnection().execute(`insert into stock_data (ticker, company_name, exchange) values ('ABCDEFGHIJK', 'Too Long', 'NYSE')`),
    ).rejects.toThrow(/too long|value too long/i);
  });

  it('requires a campaign organization and cascades an organization deletion to campaigns and articles', async () => {
    const em = t.orm.em.fork();
    await expect(
      em
        .getConnection()
        .execute(
          `insert into campaigns (id, title, company_name, ticker, sector, tone, budget) values (gen_random_uuid(), 't', 'c', 'X', 's', 'neutral', 'pro')`,
        ),
    ).rejects.toThrow(/null value|not-null/i);

    const owner = em.create(Organization, { name: 'Acme' });
    const campaign = em.create(Campaign, {
      organization: owner,
      title: 'Acme Campaign',
      companyName: 'Acme',
      ticker: 'ACME',
      sector: 'technology',
      tone: 'neutral',
      budget: 'pro',
    });
    const article = em.create(Article, { campaign, organization: owner, title: 'Acme', content: 'Body' });
    await em.flush();
    expect(campaign.status).toBe('draft');
    expect(article.platforms).toEqual([]);
    await em.getConnection().execute('delete from organizations where id = ?', [owner.id]);
    const left = await em
      .getConnection()
      .execute(
        'select (select count(*) from campaigns where organization_id = ?) as campaigns, (select count(*) from articles where organization_id = ?) as articles',
        [owner.id, owner.id],
      );
    expect(Number(left[0].campaigns)).toBe(0);
    expect(Number(left[0].articles)).toBe(0);
  });
});

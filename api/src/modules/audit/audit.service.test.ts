import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ManualClock } from '../../lib/clock';
import { AuditService } from './audit.service';

describe('AuditService', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-16T12:00:00Z'));
  const audit = new AuditService(clock);
  const organizationId = randomUUID();
  const actorId = randomUUID();
  const articleId = randomUUID();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('records who, when, what and the sha256 of the content, committed with the caller’s unit of work', async () => {
    const em = t.orm.em.fork();
    audit.record(em, {
      organizationId,
      actorId,
      action: 'article.generated',
      entityType: 'article',
      entityId: articleId,
      content: 'Hello',
      details: { version: 1 },
    });
    expect(
      await t.orm.em.fork().getConnection().execute('select count(*)::int as n from audit_log where organization_id = ?', [organizationId]),
    ).toEqual([{ n: 0 }]);
    await em.flush();
    const [entry] = await audit.history(t.orm.em.fork(), organizationId, 'article', articleId);
    expect(entry).toMatchObject({
      action: 'article.generated',
      actorId,
      entityId: articleId,
      contentHash: createHash('sha256').update('Hello').digest('hex'),
      details: { version: 1 },
      createdAt: new Date('2026-03-16T12:00:00Z'),
    });
  });

  it('keeps the order of entries written at the same instant', async () => {
    const em = t.orm.em.fork();
    for (const action of ['article.edited', 'article.regenerated', 'article.edited'] as const) {
      audit.record(em, { organizationId, actorId, action, entityType: 'article', entityId: articleId, content: action });
      await em.flush();
    }
    const history = await audit.history(t.orm.em.fork(), organizationId, 'article', articleId);
    expect(history.map((e) => e.action)).toEqual(['article.generated', 'article.edited', 'article.regenerated', 'article.edited']);
    expect((await audit.list(t.orm.em.fork(), organizationId, { limit: 2 })).map((e) => e.action)).toEqual([
      'article.edited',
      'article.regenerated',
    ]);
    expect(await audit.history(t.orm.em.fork(), randomUUID(), 'article', articleId)).toEqual([]);
  });

  it('cannot be changed or removed, even through the ORM', async () => {
    const em = t.orm.em.fork();
    const [entry] = await audit.history(em, organizationId, 'article', articleId);
    await expect(em.getConnection().execute(`update audit_log set content_hash = 'x' where id = ?`, [entry.id])).rejects.toThrow(
      /append-only: UPDATE/,
    );
    await expect(em.getConnection().execute(`delete from audit_log where id = ?`, [entry.id])).rejects.toThrow(/append-only: DELETE/);
    expect((await audit.history(t.orm.em.fork(), organizationId, 'article', articleId))[0].contentHash).toBe(entry.contentHash);
  });
});

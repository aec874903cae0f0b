import { raw } from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import { randomToken } from '../../lib/crypto';
import { ValidationError } from '../../lib/errors';
import { emailSchema, usernameSchema } from './identity.schemas';
import { openOrganization } from './organizations';
import { hashPassword } from './password.hasher';
import { User } from './user.entity';

export type AdminOutcome =
  | { kind: 'created'; userId: string; username: string; email: string; password: string }
  | { kind: 'promoted'; userId: string; username: string; email: string }
  | { kind: 'already_admin'; userId: string; username: string; email: string };

/**
 * The only way an admin comes to be (never through signup): creates the account with a generated
 * password, shown once, or promotes an existing account of that username (its password unchanged).
 */
export async function createOrPromoteAdmin(orm: Orm, input: { username: string; email: string }): Promise<AdminOutcome> {
  const username = usernameSchema.safeParse(input.username);
  if (!username.success) throw new ValidationError(username.error.issues[0].message, { username: username.error.issues[0].message });
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new ValidationError(email.error.issues[0].message, { email: email.error.issues[0].message });
  const em = orm.em.fork();
  const existing = await em.findOne(User, { [raw((alias) => `lower(${alias}.username)`)]: username.data.toLowerCase() });
  if (existing) {
    if (existing.email !== email.data) {
      const message = `The account ${existing.username} exists with another email; give its own email to promote it.`;
      throw new ValidationError(message, { email: message });
    }
    if (existing.role === 'admin')
      return { kind: 'already_admin', userId: existing.id, username: existing.username, email: existing.email };
    existing.role = 'admin';
    await em.flush();
    return { kind: 'promoted', userId: existing.id, username: existing.username, email: existing.email };
  }
  if (await em.count(User, { email: email.data })) {
    const message = 'Another account already uses this email.';
    throw new ValidationError(message, { email: message });
  }
  // 24 random bytes: strong enough that no character-class rule matters; the admin changes it in Settings.
  const password = `${randomToken(24)}-A1`;
  const user = em.create(User, { username: username.data, email: email.data, passwordHash: await hashPassword(password), role: 'admin' });
  openOrganization(em, user);
  await em.flush();
  return { kind: 'created', userId: user.id, username: user.username, email: user.email, password };
}

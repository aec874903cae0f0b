import type { EntityManager } from '@mikro-orm/core';
import { User } from './user.entity';

// Identity owns the account rows: other modules read them through these functions and change them
// through identity's (account-verification.ts, organizations.ts). ESLint holds the rest of api/src/modules
// to that: no ORM call there names `User` (eslint.config.mjs).

export function findAccount(em: EntityManager, userId: string): Promise<User | null> {
  return em.findOne(User, { id: userId });
}

export function findAccountByUsername(em: EntityManager, username: string): Promise<User | null> {
  return em.findOne(User, { username });
}

/** The accounts with these usernames, ordered by username. */
export function findAccountsByUsername(em: EntityManager, usernames: readonly string[]): Promise<User[]> {
  return em.find(User, { username: { $in: [...usernames] } }, { orderBy: { username: 'asc' } });
}

/** The verified accounts that hold `ticker`, other than `exceptUserId` (KYC's one-holder-per-ticker check). */
export async function verifiedHoldersOf(
  em: EntityManager,
  ticker: string,
  exceptUserId: string,
): Promise<{ userId: string; username: string }[]> {
  const holders = await em.find(
    User,
    { ticker, verificationStatus: 'verified', id: { $ne: exceptUserId } },
    { fields: ['id', 'username'] },
  );
  return holders.map((h) => ({ userId: h.id, username: h.username }));
}

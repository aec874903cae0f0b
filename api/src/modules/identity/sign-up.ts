import { QueryOrder, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { IdentityDeps } from './identity.deps';
import { UsernameTakenError } from './identity.errors';
import { signupAddressTakenMail, signupWelcomeMail } from './identity.mails';
import type { SignupInput } from './identity.schemas';
import { openOrganization } from './organizations';
import { hashPassword } from './password.hasher';
import type { IssuedSession, RequestMeta } from './session.service';
import { findUserByUsername, markSignedIn } from './sign-in-steps';
import { User } from './user.entity';

/** The account an address belongs to: the one that proved it, else the oldest naming it. */
export function accountOfAddress(em: EntityManager, email: string, except?: string): Promise<User | null> {
  return em.findOne(
    User,
    { email, ...(except ? { id: { $ne: except } } : {}) },
    {
      orderBy: { emailVerifiedAt: QueryOrder.DESC_NULLS_LAST, createdAt: QueryOrder.ASC },
    },
  );
}

/** What happens when someone signs up: the account and its organization, a session, and a mail after the answer. */
export class SignUp {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly background: (task: () => Promise<void>) => void,
  ) {}

  /**
   * A free and a taken address get the same answer, at the same cost: an account is made either way
   * (several accounts may name an address until one proves it with a mailed code), and the address is
   * told by mail after the response: a welcome, or, to the owner of a taken one, that someone signed up
   * with it. So the answer, its cookie and its timing say nothing about who has an account.
   */
  async signup(input: SignupInput, meta: RequestMeta): Promise<{ userId: string; session: IssuedSession }> {
    const em = this.deps.orm.em.fork();
    if (await findUserByUsername(em, input.username)) throw new UsernameTakenError();
    const now = this.deps.clock.now();
    const user = em.create(User, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      companyName: input.companyName,
      ticker: input.ticker,
      contactName: input.contactName,
      createdAt: now,
    });
    openOrganization(em, user, now);
    markSignedIn(user, now, meta);
    try {
      await em.flush();
    } catch (error) {
      // Two sign-ups racing for the same name: the database decides.
      if (error instanceof UniqueConstraintViolationException) throw new UsernameTakenError();
      throw error;
    }
    this.background(async () => {
      const owner = await accountOfAddress(this.deps.orm.em.fork(), input.email, user.id);
      const mail = owner
        ? signupAddressTakenMail(input.email, owner.username, user.username)
        : signupWelcomeMail(input.email, user.username);
      await this.deps.mailer.send(mail);
    });
    const session = await this.deps.sessions.issue(user.id, meta);
    return { userId: user.id, session };
  }
}

import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../lib/errors';
import type { Viewer } from './viewer';
import { User } from './user.entity';

/** An admin without a second factor: reviewer powers wait until it is on. */
export class TwoFactorEnrolmentRequiredError extends AppError {
  constructor() {
    super('two_factor_enrolment_required', 'Reviewers must turn on two-factor authentication first: Settings → Security.', 403);
  }
}

/** An admin with two factors on, read fresh (enrolling takes effect at once): who may use reviewer powers. */
export async function isEnrolledReviewer(em: EntityManager, viewer: Viewer): Promise<boolean> {
  if (viewer.role !== 'admin') return false;
  const user = await em.findOne(User, viewer.userId, { fields: ['twoFactorEnabled'] });
  return Boolean(user?.twoFactorEnabled);
}

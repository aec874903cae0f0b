import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import type { Viewer } from '../identity';
import { isEnrolledReviewer, requireViewer, TwoFactorEnrolmentRequiredError } from '../identity';

/**
 * The signed-in reviewer: 401 when nobody is signed in, 403 for anyone but an admin, and 403 for an
 * admin who has not enrolled a second factor (read fresh: enrolling takes effect at once).
 */
export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = requireViewer(request);
  if (viewer.role !== 'admin') throw new ForbiddenError('Only reviewers (admin accounts) can do this.', 'admin_only');
  if (!(await isEnrolledReviewer(request.em, viewer))) throw new TwoFactorEnrolmentRequiredError();
  return viewer;
}

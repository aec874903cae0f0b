import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import type { Viewer } from '../../server';
import { requireViewer } from '../identity/identity.auth';

/** The signed-in reviewer: 401 when nobody is signed in, 403 for anyone but an admin. */
export function requireAdmin(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (viewer.role !== 'admin') throw new ForbiddenError('Only reviewers (admin accounts) can do this.', 'admin_only');
  return viewer;
}

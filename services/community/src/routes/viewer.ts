import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../forum/repository.js';
import { authorFromClaims, type Author } from '../forum/authors.js';

export function viewerOf(request: FastifyRequest): Viewer | null {
  return request.user ? { id: request.user.sub, isAdmin: request.user.isAdmin } : null;
}

/** For routes behind requireUser. */
export function signedIn(request: FastifyRequest): Viewer {
  return viewerOf(request)!;
}

/** The writer's public profile from their token (display name and colour; never the e-mail address). */
export function authorOf(request: FastifyRequest): Author {
  return authorFromClaims(request.user!);
}

/** The administrator acting, as the moderation log names them (their display name, never the e-mail address). */
export function moderatorOf(request: FastifyRequest): { id: string; name: string } {
  const author = authorFromClaims(request.user!);
  return { id: author.id, name: author.name };
}

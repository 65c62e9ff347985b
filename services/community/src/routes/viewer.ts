import type { FastifyRequest } from 'fastify';
import type { Author, Viewer } from '../forum/repository.js';
import { authorNameOf } from '../forum/author.js';

export function viewerOf(request: FastifyRequest): Viewer | null {
  return request.user ? { id: request.user.sub, isAdmin: request.user.isAdmin } : null;
}

/** For routes behind requireUser. */
export function signedIn(request: FastifyRequest): Viewer {
  return viewerOf(request)!;
}

export function authorOf(request: FastifyRequest): Author {
  return { id: request.user!.sub, name: authorNameOf(request.user!) };
}

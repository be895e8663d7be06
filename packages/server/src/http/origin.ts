import type { FastifyRequest } from 'fastify';

/**
 * The address the caller reached the server at ('https://sampark.example.org'), for links read
 * outside the app (a calendar feed, a sheet's IMPORTDATA). Behind a proxy in TRUST_PROXY,
 * Fastify takes the scheme and host from its X-Forwarded-* headers.
 */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

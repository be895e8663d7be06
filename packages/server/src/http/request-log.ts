import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a secret (help videos' ?token=, signed form links). */
const SECRET_PARAMS = /([?&](?:token|access_token)=)[^&#]*/gi;

/** The URL as the request log may show it: a bearer token in the query is replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request logging with the URL's secrets redacted (the access log would otherwise keep
 * live bearer tokens); `stream` lets a test read what is logged.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

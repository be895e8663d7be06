import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameters that carry a secret (help videos' ?token=, signed form links' ?token=). */
const SECRET_PARAMS = new Set(['token', 'access_token']);

/** Path segments that are secrets: a signed form link (/forms/{event}-{token}/viewform) and a pass's code. */
const SECRET_SEGMENTS = [/^(\/forms\/)[^/?#]+/, /^(\/api\/public\/passes\/)[^/?#]+/];

const EMAIL = /@/;
/** A phone number: 8 or more digits, maybe with +, spaces, dashes, dots or brackets (ids and counts are shorter). */
const PHONE = /\+?\d(?:[\s().-]*\d){7,}/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

const isPersonal = (value: string) => EMAIL.test(value) || PHONE.test(value);

/**
 * The URL as the request log may show it (issue 27): secrets (tokens, signed-link tokens, pass
 * codes) and personal data (e-mail addresses, phone numbers, as `checkduplicate?phone_number=`
 * or a keyword search sends them) are replaced, in the query and in the path.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  let pathname = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  for (const secret of SECRET_SEGMENTS) pathname = pathname.replace(secret, `$1${REDACTED}`);
  pathname = pathname.split('/').map((segment) => (isPersonal(decoded(segment)) ? REDACTED : segment)).join('/');
  if (queryAt < 0) return pathname + fragment;
  const query = rest
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = decoded(pair.slice(0, eq)).toLowerCase();
      return SECRET_PARAMS.has(name) || isPersonal(decoded(pair.slice(eq + 1))) ? `${pair.slice(0, eq + 1)}${REDACTED}` : pair;
    })
    .join('&');
  return `${pathname}?${query}${fragment}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request logging with the URL's secrets and personal data redacted (the access log
 * would otherwise keep live bearer tokens and members' phone numbers); `stream` lets a test read
 * what is logged.
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

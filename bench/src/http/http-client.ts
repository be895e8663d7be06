import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * The benchmark's client: real HTTP/1.1 over a kept-alive loopback socket to the app listening
 * on a free port, so a timed call includes the request's parsing, the socket writes and reading
 * the whole answer, as a browser's call does. (app.inject skips the socket; on this machine it
 * cost about the same.)
 */
export async function httpClient(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (path: string, body: unknown, token: string) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const payload = JSON.stringify(body ?? {});
      const req = http.request(
        { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { post, close: () => agent.destroy() };
}

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
  const send = (method: 'GET' | 'POST', path: string, body: unknown, token: string) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const payload = method === 'POST' ? JSON.stringify(body ?? {}) : '';
      const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}` };
      if (method === 'POST') Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  const post = (path: string, body: unknown, token: string) => send('POST', path, body, token);
  const get = (path: string, token: string) => send('GET', path, undefined, token);
  return { post, get, close: () => agent.destroy() };
}

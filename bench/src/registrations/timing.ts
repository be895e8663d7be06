import http from 'node:http';

/** The q-quantile of ascending `sorted` (nearest rank, as the other benches count it). */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

export interface Answer {
  status: number;
  body: Buffer;
}

/** A staff GET over one kept-alive loopback connection: the whole answer read, as a browser does. */
export function staffClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string, token: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

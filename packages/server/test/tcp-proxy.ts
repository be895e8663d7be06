import net from 'node:net';

/** A TCP relay to the test database that a test can cut and restore: a database outage and its return. */
export interface TcpProxy {
  readonly port: number;
  /** refuses new connections and cuts the open ones */
  stop(): Promise<void>;
  /** listens again on the same port */
  start(): Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let port = 0;
  let server: net.Server | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  await start();
  return { get port() { return port; }, start, stop };
}

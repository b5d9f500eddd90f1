import net from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

/**
 * A TCP proxy in front of a real Redis that can be cut: 'refuse' closes every connection and refuses new ones
 * (Redis down), 'blackhole' keeps connections open and accepts new ones but moves no byte either way until the
 * mode is 'pass' again (a network partition: no answer, no error; what was sent arrives late, as with TCP).
 */
export interface RedisProxy {
  readonly url: string;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisProxy(target: string): Promise<RedisProxy> {
  const { hostname, port } = new URL(target);
  let mode: ProxyMode = 'pass';
  const clients = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  const held: net.Socket[] = [];

  const connect = (client: net.Socket) => {
    const upstream = net.connect(Number(port || 6379), hostname);
    upstreams.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => {
      upstreams.delete(upstream);
      client.destroy();
    });
    // Data events only while a socket flows: pausing both sides holds every byte back (blackhole).
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.resume();
  };
  const onConnection = (client: net.Socket) => {
    clients.add(client);
    client.on('error', () => undefined);
    client.on('close', () => clients.delete(client));
    if (mode === 'blackhole') {
      client.pause();
      held.push(client);
    } else connect(client);
  };

  let server = net.createServer({ pauseOnConnect: true }, onConnection);
  const listen = (srv: net.Server, p: number) =>
    new Promise<number>((resolve) =>
      srv.listen(p, '127.0.0.1', () => resolve((srv.address() as net.AddressInfo).port)),
    );
  const ownPort = await listen(server, 0);
  const destroyAll = () => {
    for (const s of [...clients, ...upstreams]) s.destroy();
    held.length = 0;
  };

  return {
    url: `redis://127.0.0.1:${ownPort}`,
    async setMode(next) {
      mode = next;
      const all = [...clients, ...upstreams];
      if (next === 'refuse') {
        destroyAll();
        if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
        return;
      }
      if (!server.listening) {
        server = net.createServer({ pauseOnConnect: true }, onConnection);
        await listen(server, ownPort);
      }
      if (next === 'blackhole') {
        for (const s of all) s.pause();
        return;
      }
      // Back to pass: let the bytes flow again, then put the held connections through.
      const waiting = held.splice(0);
      for (const s of all) if (!waiting.includes(s)) s.resume();
      for (const c of waiting) connect(c);
    },
    async close() {
      destroyAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

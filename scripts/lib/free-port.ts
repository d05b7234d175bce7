/** Ports for the servers the seed and the benchmark start. */
import { createServer } from 'node:net';

/** A port nothing listens on right now (the system's choice, or the first free one in [from, to]). */
export async function freePort(from = 0, to = from): Promise<number> {
  for (let port = from; port <= to; port++) {
    const got = await new Promise<number | null>((done) => {
      const server = createServer();
      server.once('error', () => done(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as { port: number };
        server.close(() => done(bound));
      });
    });
    if (got !== null) return got;
  }
  throw new Error(`No free port in ${from}-${to}`);
}

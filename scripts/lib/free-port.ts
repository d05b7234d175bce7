/** Ports for the servers and emulators the scripts and the tests start. */
import { createServer } from 'node:net';

function tryPort(port: number): Promise<number | null> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => done(bound));
    });
  });
}

/**
 * A port nothing listens on right now: the system's choice, or a free one in [from, to]. A range is
 * searched from a random place in it, so two runs started together rarely try the same port first.
 */
export async function freePort(from = 0, to = from): Promise<number> {
  const size = to - from + 1;
  const start = Math.floor(Math.random() * size);
  for (let n = 0; n < size; n++) {
    const got = await tryPort(from + ((start + n) % size));
    if (got !== null) return got;
  }
  throw new Error(`No free port in ${from}-${to}`);
}

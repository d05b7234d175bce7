/** A worker for tests/unit/worker-pool.test.ts: each message names what the worker does with it. */
import { parentPort, threadId } from 'node:worker_threads';

type Message =
  | { kind: 'thread' }
  | { kind: 'wait'; flag: Int32Array }
  | { kind: 'fail' }
  | { kind: 'exit' }
  | { kind: 'throw' }
  | { kind: 'hang' };

const port = parentPort!;
port.on('message', (message: Message) => {
  switch (message.kind) {
    case 'thread':
      return port.postMessage({ value: threadId });
    case 'wait':
      // Blocks this thread until the main thread sets the flag: only possible if the two are different threads.
      Atomics.wait(message.flag, 0, 0);
      return port.postMessage({ value: threadId });
    case 'fail':
      return port.postMessage({ error: 'drawing failed' });
    case 'exit':
      return process.exit(3);
    case 'throw':
      setImmediate(() => {
        throw new Error('uncaught in the worker');
      });
      return undefined;
    case 'hang':
      for (;;);
  }
});

/**
 * The entry of a worker thread whose code is TypeScript: the server runs through tsx, and a worker
 * starts with a module loader of its own, so tsx is registered here before the module is loaded.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
// The pool's time limit for a job counts from here.
parentPort.postMessage({ ready: true });

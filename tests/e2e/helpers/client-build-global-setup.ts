/**
 * Vitest globalSetup for the e2e project: builds the client once, before any file starts its app.
 * Each file runs the app as `npm start` does, which builds a stale client itself; with files side by
 * side, two would build into the same folder at once.
 */
import { readConfig } from '../../../server/config';
import { buildClientIfStale } from '../../../scripts/start-helpers';

export default function setup() {
  if (!buildClientIfStale(readConfig().clientDir)) throw new Error('The client did not build');
}

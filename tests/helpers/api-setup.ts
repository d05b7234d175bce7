/** Runs in every api and e2e test worker: points firebase-admin and the app at the test Auth emulator. */
import { inject } from 'vitest';

process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');

/** Runs in every api test worker: points firebase-admin at the test Auth emulator. */
import { inject } from 'vitest';

process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');

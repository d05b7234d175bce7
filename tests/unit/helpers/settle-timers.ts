/**
 * react-admin schedules some state changes on a zero-delay timer (useReferenceParams' changeParams).
 * One set by a file's last test fired after vitest had torn jsdom down: "window is not defined", an
 * unhandled error that fails the run. Letting the timers already due run before the file ends keeps
 * them inside the DOM they belong to.
 */
import { afterAll } from 'vitest';

afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

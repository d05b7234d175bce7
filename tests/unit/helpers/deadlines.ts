/**
 * Deadlines for what a unit test waits on, fitted to a loaded 2-core machine instead of an idle one:
 * a react-admin screen costs about a second of CPU to render in jsdom's development build, and at a
 * load average of 12 a process gets a sixth of a core. A test still waits for what must happen
 * (findBy/waitFor poll until it does); these only bound how long before it is called a failure.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });

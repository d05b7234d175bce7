import { describe, expect, test } from 'vitest';
import {
  inspectionResult,
  missingTests,
  readingStats,
  readingWithin,
  repeatedTests,
} from '../../resources/kit/inspection-results';

describe('inspection figures', () => {
  test('count, minimum, maximum and a mean rounded to four places', () => {
    expect(readingStats([25.1, 26.3, 27.05])).toEqual({ count: 3, minimum: 25.1, maximum: 27.05, mean: 26.15 });
    expect(readingStats([1, 2, 2])).toMatchObject({ mean: 1.6667 });
    expect(readingStats([0.00105, 0.001])).toMatchObject({ mean: 0.001 });
    expect(readingStats([])).toEqual({ count: 0, minimum: null, maximum: null, mean: null });
  });

  test('a reading on a bound is within; a missing bound does not limit', () => {
    expect(readingWithin(25, 25, 38)).toBe(true);
    expect(readingWithin(38, 25, 38)).toBe(true);
    expect(readingWithin(24.9999, 25, 38)).toBe(false);
    expect(readingWithin(38.0001, 25, 38)).toBe(false);
    expect(readingWithin(1000, 25, null)).toBe(true);
    expect(readingWithin(0, null, 38)).toBe(true);
  });

  test('pass only when every reading is within and every test passed, and there is a reading', () => {
    expect(inspectionResult([25, 30, 38], 25, 38, ['pass', 'pass'])).toBe('pass');
    expect(inspectionResult([25, 30, 39], 25, 38, ['pass'])).toBe('fail');
    expect(inspectionResult([30], 25, 38, ['pass', 'fail'])).toBe('fail');
    expect(inspectionResult([30], null, null, [])).toBe('pass');
    expect(inspectionResult([], 25, 38, [])).toBe('fail');
  });

  test('missing and repeated tests', () => {
    expect(missingTests(['adhesion', 'saltSpray', 'porosity'], ['porosity'])).toEqual(['adhesion', 'saltSpray']);
    expect(repeatedTests(['adhesion', 'porosity', 'adhesion', 'adhesion'])).toEqual([2, 3]);
  });
});

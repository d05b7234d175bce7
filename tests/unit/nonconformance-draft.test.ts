/** A nonconformance's description drafted from the failed result, in each language's words and numbers. */
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { analysisDraft, inspectionDraft } from '../../src/custom/quality/nonconformance-draft';

const en = { t: createTranslator('en'), n: (v: unknown) => formatNumber(v, 'en') };
const pt = { t: createTranslator('pt-BR'), n: (v: unknown) => formatNumber(v, 'pt-BR') };
const failed = {
  valueID: 12,
  thicknessMinimum: '9.8000',
  thicknessMaximum: '14.1000',
  thicknessLower: '12.7000',
  thicknessUpper: '25.4000',
  thicknessUnit: 'µm',
  tests: [],
};

describe('from an inspection', () => {
  test('thickness below its range, as measured and as required', () => {
    expect(inspectionDraft(failed, en.t, en.n)).toBe('Inspection 12 failed: thickness 9.8–14.1 µm for 12.7–25.4 µm');
    expect(inspectionDraft(failed, pt.t, pt.n)).toBe(
      'Inspeção 12 reprovada: espessura de 9,8 a 14,1 µm para 12,7–25,4 µm',
    );
  });

  test('a failed test named; a thickness within range left out', () => {
    const tests = [
      { test: 'adhesion', result: 'fail' },
      { test: 'appearance', result: 'pass' },
    ];
    const draft = inspectionDraft({ ...failed, thicknessMinimum: 13, tests }, en.t, en.n);
    expect(draft).toBe('Inspection 12 failed: Adhesion failed');
  });

  test('a specification with only a minimum says "at least"', () => {
    const draft = inspectionDraft({ ...failed, thicknessUpper: null }, en.t, en.n);
    expect(draft).toBe('Inspection 12 failed: thickness 9.8–14.1 µm for at least 12.7 µm');
  });

  test('nothing recorded as failing still says which inspection', () => {
    expect(inspectionDraft({ valueID: 3 }, en.t, en.n)).toBe('Inspection 3 failed');
  });
});

describe('from a bath analysis', () => {
  const analysis = { parameter: 'Nickel', value: '4.100', unit: 'g/L', lower: '4.500', upper: '6.000' };
  test('Low names the lower limit; High the upper', () => {
    expect(analysisDraft({ ...analysis, flag: 'low' }, en.t, en.n)).toBe(
      'Nickel 4.1 g/L below its lower limit 4.5 g/L',
    );
    expect(analysisDraft({ ...analysis, value: 6.5, flag: 'high' }, pt.t, pt.n)).toBe(
      'Nickel 6,5 g/L acima do limite superior de 6 g/L',
    );
  });
});

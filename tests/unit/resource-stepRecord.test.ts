/** The stepRecord declaration (resources/stepRecord.ts): checked with its labels, permissions and icon, and validated. */
import { describe, expect, test } from 'vitest';
import { catalogues } from '../../i18n';
import { resourceList, resources } from '../../resources';
import { compileResources } from '../../resources/kit/compile';
import { permissions } from '../../resources/kit/permissions';
import { validateRecord } from '../../resources/kit/validation';
import { resourceIcons } from '../../src/layout/menu-icons';

describe('stepRecord', () => {
  test('declared with its labels in both languages, its permissions and its menu icon', () => {
    const context = { permissions: Object.keys(permissions), catalogues, icons: Object.keys(resourceIcons) };
    expect(compileResources(resourceList, context).byName.get('stepRecord')).toBe(resources.stepRecord);
  });

  test('a record needs its job, its step and whether it starts or finishes it', () => {
    const { errors } = validateRecord(resources.stepRecord, { job: null, step: null, action: null });
    expect(errors.job).toEqual({ key: 'validation.required' });
    expect(errors.step).toEqual({ key: 'validation.required' });
    expect(errors.action).toEqual({ key: 'validation.selected' });
  });

  test("a step number is one of a traveler's 30 at most", () => {
    expect(validateRecord(resources.stepRecord, { step: 31 }).errors.step).toBeDefined();
    expect(validateRecord(resources.stepRecord, { step: 0 }).errors.step).toBeDefined();
  });
});

/**
 * The client's stand-in for `inflection` (src/shims/inflection.ts) gives the library's own answers for
 * every resource name (plurals) and field name (labels) the app declares: what react-admin hands it.
 */
import * as library from 'inflection';
import { describe, expect, test } from 'vitest';
import { resourceList } from '../../resources';
import * as shim from '../../src/shims/inflection';

const resourceNames = resourceList.map((resource) => resource.name);
const fieldNames = [...new Set(resourceList.flatMap((resource) => Object.keys(resource.fields)))];

describe('the same answers as inflection', () => {
  // Field sources become fallback labels (getFieldLabelTranslationArgs).
  test.each([...fieldNames, 'createdAt', 'updatedAt', 'customer_id', 'tag_ids', 'id'])('field %s', (name) => {
    expect(shim.transform(name, ['underscore', 'humanize'])).toBe(library.transform(name, ['underscore', 'humanize']));
    expect(shim.humanize(name)).toBe(library.humanize(name));
    expect(shim.capitalize(name)).toBe(library.capitalize(name));
  });

  // Resource names become fallback titles and counts ("Delete 3 shippers").
  test.each(resourceNames)('resource %s', (name) => {
    for (const count of [0, 1, 2, NaN]) expect(shim.inflect(name, count)).toBe(library.inflect(name, count));
    expect(shim.pluralize(name)).toBe(library.pluralize(name));
    expect(shim.singularize(name)).toBe(library.singularize(name));
    expect(shim.humanize(shim.pluralize(name))).toBe(library.humanize(library.pluralize(name)));
  });
});

test('a method it does not provide is said, not silently skipped', () => {
  expect(() => shim.transform('a', ['dasherize'])).toThrow('dasherize');
});

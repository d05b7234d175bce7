import { choice, datetime, decimal, defineResource, integer, reference, rows, sequence, text } from './kit/fields';
import { passFail, recordPermissions, specificationTests, thicknessUnits } from './kit/quality';

const computed = () => decimal({ readOnly: true, scale: 4 });

/**
 * The final inspection of one packing list against a specification: thickness readings and the
 * other tests it requires, the bake, the instrument and the inspector. The server copies the
 * specification's revision and range as they are when it is recorded and computes the results
 * (server/services/quality/); a failed inspection holds the packing list's certificate.
 */
export default defineResource({
  name: 'inspection',
  fields: {
    valueID: sequence(),
    packing: reference('packing', { required: true }),
    specification: reference('specification', { required: true }),
    instrument: reference('instrument'),
    inspectedAt: datetime({ required: true }),
    // Who recorded it (their email), set by the server.
    inspector: text({ readOnly: true }),
    readings: rows(
      { value: decimal({ required: true, min: 0, max: 999_999, scale: 4 }) },
      { required: true, max: 200 },
    ),
    // The specification as it stood when this was recorded.
    specificationRevision: text({ readOnly: true, list: false }),
    thicknessLower: decimal({ readOnly: true, scale: 4, list: false }),
    thicknessUpper: decimal({ readOnly: true, scale: 4, list: false }),
    thicknessUnit: choice(thicknessUnits, { readOnly: true }),
    readingCount: integer({ readOnly: true, list: false }),
    thicknessMinimum: computed(),
    thicknessMaximum: computed(),
    thicknessMean: computed(),
    tests: rows(
      {
        test: choice(specificationTests, { required: true, optionLabels: 'choices.specificationTest' }),
        result: choice(passFail, { required: true, optionLabels: 'choices.passFail' }),
        value: text({ max: 255 }),
        notes: text({ max: 500 }),
      },
      { max: 20 },
    ),
    bakeStart: datetime({ list: false }),
    bakeEnd: datetime({ list: false }),
    bakeTemperature: decimal({ min: 0, max: 2000, scale: 1, list: false }),
    result: choice(passFail, { readOnly: true, optionLabels: 'choices.passFail' }),
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  permissions: recordPermissions,
  labelField: 'valueID',
  defaultOrder: 'inspectedAt_DESC',
  menu: { order: 113 },
});

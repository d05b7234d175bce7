import { choice, choices, decimal, defineResource, documents, integer, text } from './kit/fields';
import { qualityPermissions, specificationTests, temperatureUnits, thicknessUnits } from './kit/quality';

/**
 * A process specification parts are finished to (AMS 2404, ASTM B733, MIL-DTL-5541, or a customer's
 * own). What is made under it keeps the revision and range it had then (docs/domain-rules.md#quality).
 */
export default defineResource({
  name: 'specification',
  fields: {
    code: text({ required: true, max: 100 }),
    revision: text({ required: true, max: 20 }),
    // "AMS 2404 Rev. F", kept by the server from code and revision: how every pick and reference names it.
    label: text({ readOnly: true, max: 130, list: false }),
    classType: text({ max: 100 }),
    title: text({ max: 255 }),
    thicknessMin: decimal({ min: 0, max: 999_999, scale: 4 }),
    thicknessMax: decimal({ min: 0, max: 999_999, scale: 4 }),
    thicknessUnit: choice(thicknessUnits, { required: true, default: 'µm' }),
    bakeTemperature: decimal({ min: 0, max: 2000, scale: 1, list: false }),
    bakeTemperatureUnit: choice(temperatureUnits, { list: false }),
    bakeHours: decimal({ min: 0, max: 1000, scale: 2, list: false }),
    // Bake within this many hours of plating (hydrogen embrittlement relief).
    bakeWithinHours: decimal({ min: 0, max: 1000, scale: 2, list: false }),
    requiredTests: choices(specificationTests, { optionLabels: 'choices.specificationTest' }),
    saltSprayHours: integer({ min: 0, max: 10_000, list: false }),
    notes: text({ max: 2000, multiline: true, list: false }),
    // The specification itself, as the shop holds it (a PDF).
    document: documents({ max: 1, maxBytes: 20_000_000, list: false }),
  },
  permissions: { ...qualityPermissions, autocomplete: 'specificationAutocomplete' },
  labelField: 'label',
  defaultOrder: 'code_ASC',
  menu: { order: 110 },
});

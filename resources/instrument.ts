import { choice, date, defineResource, referencedBy, text } from './kit/fields';
import { instrumentKinds, instrumentStatuses, qualityPermissions } from './kit/quality';

/**
 * A measuring instrument (XRF gauge, pH meter, thermometer, balance, burette). A reading taken with
 * one whose calibration is past due is refused (server/services/quality/).
 */
export default defineResource({
  name: 'instrument',
  fields: {
    // The shop's tag on the instrument.
    tag: text({ required: true, max: 60 }),
    kind: choice(instrumentKinds, { required: true, optionLabels: 'choices.instrumentKind' }),
    serial: text({ max: 100 }),
    description: text({ max: 255 }),
    location: text({ max: 255 }),
    status: choice(instrumentStatuses, {
      required: true,
      default: 'inService',
      optionLabels: 'choices.instrumentStatus',
    }),
    // The due date of its latest calibration, kept by the server.
    calibrationDue: date({ readOnly: true }),
    calibrations: referencedBy('calibration', 'instrument', { list: false }),
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  permissions: { ...qualityPermissions, autocomplete: 'instrumentAutocomplete' },
  labelField: 'tag',
  defaultOrder: 'tag_ASC',
  menu: { order: 111 },
});

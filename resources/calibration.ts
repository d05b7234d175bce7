import { choice, date, defineResource, documents, reference, text } from './kit/fields';
import { calibrationResults, recordPermissions } from './kit/quality';

/** One calibration of an instrument: when, valid until when, by whom, with what result; listed on its instrument's page. */
export default defineResource({
  name: 'calibration',
  fields: {
    instrument: reference('instrument', { required: true }),
    date: date({ required: true }),
    due: date({ required: true }),
    // The laboratory or person who calibrated it.
    calibratedBy: text({ required: true, max: 255 }),
    result: choice(calibrationResults, { required: true, optionLabels: 'choices.calibrationResult' }),
    certificateNumber: text({ max: 100 }),
    // The calibration lab's certificate, as a PDF (an auditor asks for it beside the number).
    certificate: documents({ max: 1, maxBytes: 20_000_000, list: false }),
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  permissions: recordPermissions,
  // On a phone: Pass or Fail as the chip.
  card: {
    primary: ['date', 'instrument'],
    secondary: ['due', 'calibratedBy'],
    tertiary: ['certificateNumber'],
    status: 'result',
  },
  labelField: 'date',
  defaultOrder: 'date_DESC',
});

import { choice, dateToday, datetime, defineResource, integer, reference, sequence, text } from './kit/fields';
import { dispositions, nonconformanceSources, nonconformanceStatuses, qualityPermissions } from './kit/quality';

/**
 * What failed (an inspection, an analysis, a customer's return), what was decided and why. Never
 * deleted: closed once its corrective action is done (server/services/quality/).
 */
export default defineResource({
  name: 'nonconformance',
  fields: {
    valueID: sequence(),
    date: dateToday({ required: true }),
    source: choice(nonconformanceSources, { required: true, optionLabels: 'choices.nonconformanceSource' }),
    description: text({ required: true, max: 2000, multiline: true }),
    quantity: integer({ min: 0, max: 1_000_000_000 }),
    customer: reference('customer'),
    packing: reference('packing', { matches: ['customer'] }),
    // An inspection of its packing list.
    inspection: reference('inspection', { list: false, matches: ['packing'] }),
    // The bath it concerns (an analysis out of its limits).
    tank: reference('tank', { list: false }),
    disposition: choice(dispositions, { optionLabels: 'choices.disposition' }),
    // Use as is needs the customer's approval: who gave it, and how.
    customerApproval: text({ max: 500, list: false }),
    // Who decided the disposition and when, set by the server.
    dispositionBy: text({ readOnly: true, list: false }),
    dispositionAt: datetime({ readOnly: true, list: false }),
    cause: text({ max: 2000, multiline: true, list: false }),
    correctiveAction: text({ max: 2000, multiline: true, list: false }),
    status: choice(nonconformanceStatuses, {
      required: true,
      default: 'open',
      optionLabels: 'choices.nonconformanceStatus',
    }),
    closedAt: datetime({ readOnly: true, list: false }),
  },
  operations: ['list', 'get', 'create', 'update', 'import', 'autocomplete'],
  // Opened by whoever takes readings; dispositioned and closed by the quality manager (server rule).
  permissions: { ...qualityPermissions, create: 'qualityRecord', import: 'qualityRecord' },
  labelField: 'valueID',
  defaultOrder: 'valueID_DESC',
  // The list a quality manager works from: what is still open; the filter's chip removes it.
  defaultFilter: { status: 'open' },
  menu: { order: 114 },
});

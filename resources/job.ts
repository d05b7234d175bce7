import {
  boolean,
  choice,
  date,
  defineResource,
  documentUrl,
  integer,
  reference,
  referencedBy,
  rows,
  sequence,
  text,
} from './kit/fields';
import { jobPermissions, jobPriorities, jobStatuses, stepKind, stepParameters, stepStatuses } from './kit/jobs';

/**
 * Parts of one shipper processed together through the part's steps (docs/domain-rules.md#jobs). The
 * steps are copied from the part's process when the job is made: a later change to the process never
 * rewrites a job. Its customer, part and specification are the shipper's and the part's, kept by the server.
 */
export default defineResource({
  name: 'job',
  fields: {
    valueID: sequence(),
    status: choice(jobStatuses, { readOnly: true, optionLabels: 'choices.jobStatus' }),
    shipper: reference('shipper', { required: true }),
    customer: reference('customer', { readOnly: true }),
    product: reference('product', { readOnly: true }),
    // "AMS 2404 Rev. F; MIL-DTL-5541 Rev. G": the part's specifications as they stood when the job was made.
    specification: text({ readOnly: true, max: 1000 }),
    quantity: integer({ required: true, min: 1, max: 1_000_000_000 }),
    // Within the year ahead, as any date the shop records (resources/kit/field-rules.ts).
    dueDate: date(),
    priority: choice(jobPriorities, { required: true, default: 'normal', optionLabels: 'choices.jobPriority' }),
    // A job on hold goes no further until released; the reason says why.
    hold: boolean({ list: false }),
    holdReason: text({ max: 500, list: false }),
    steps: rows(
      {
        kind: stepKind,
        status: choice(stepStatuses, { required: true, default: 'waiting', optionLabels: 'choices.stepStatus' }),
        // Why a step was skipped: required then.
        reason: text({ max: 500 }),
        ...stepParameters,
      },
      { max: 30, list: false },
    ),
    // What its Active packing lists shipped, kept by the server.
    shipped: integer({ readOnly: true }),
    packing: referencedBy('packing', 'job', { list: false }),
    notes: text({ max: 2000, multiline: true, list: false }),
    // The traveler that goes with the parts (server/services/documents/job-traveler.ts).
    traveler: { ...documentUrl('traveler'), list: false },
  },
  permissions: jobPermissions,
  labelField: 'valueID',
  defaultOrder: 'valueID_DESC',
  picker: {
    search: ['customer', 'product'],
    show: ['customer', 'product', 'quantity', 'dueDate', 'status'],
    open: { among: { status: ['received', 'inProcess', 'onHold', 'readyToShip'] } },
  },
  card: {
    primary: ['valueID', 'customer'],
    secondary: ['product', 'quantity'],
    tertiary: ['dueDate', 'priority'],
    status: 'status',
  },
  menu: { order: 55 },
});

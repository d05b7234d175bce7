/**
 * What the contract suite must know of the domain rules (docs/domain-rules.md#parts-flow) beyond the
 * field rules, so its generated samples are records the server accepts as they are.
 */
import { daysFromToday } from './dates';
import { roles } from '../../resources/kit/permissions';

const grantable = roles.filter((role) => role !== 'owner');

/**
 * Values pinned for every sample: packing lists are Active so invoices may bill them; invoices
 * are Pending and stay so (due in the future, nothing paid), since the server keeps their status.
 * Nothing paid also keeps a sample invoice deletable: one with money on it stays in the books; and no
 * void reason, given only with Void.
 * A sample payment stays within its invoice's balance.
 */
/** As many as a tank holds (resources/tank.ts), each name unlike the others. */
const SAMPLE_PARAMETERS = [
  'nickel',
  'chloride',
  'boric acid',
  'brightener',
  'leveler',
  'wetter',
  'zinc',
  'caustic',
  'cyanide',
  'carbonate',
  'chromic acid',
  'sulfate',
  'trivalent',
  'copper',
  'tin',
  'silver',
  'gold',
  'iron',
  'density',
  'hardness',
];

const pinned: Record<string, (seq: number) => Record<string, unknown>> = {
  packing: () => ({ status: 'Active' }),
  invoice: (seq) => ({
    status: 'Pending',
    // Not yet due (so Pending), within the year ahead an invoice's date may reach.
    date: daysFromToday(1 + (seq % 360)),
    unitPrice: 100 + seq,
    // A reason is given only with Void (server/services/billing/invoice-hooks.ts).
    voidReason: null,
  }),
  // A sample payment's invoice totals at least 100: a hundred payments of at most 0.99 fit its balance.
  invoicePayment: (seq) => ({ amount: ((seq % 99) + 1) / 100 }),
  // The opening stock is fixed once created (an update changing it is refused), so every sample shares one.
  product: () => ({ openingStock: 0 }),
  // An adjustment adds parts: taking them off a sample product would go below zero.
  stockAdjustment: (seq) => ({ quantity: (seq % 50) + 1 }),
  // An analysis names one of its tank's parameters: every sample tank has all of these, and
  // analyses name them in turn, so lists sort, filter and look them up by distinct values.
  tank: () => ({
    parameters: SAMPLE_PARAMETERS.map((parameter) => ({
      parameter,
      unit: 'g/L',
      target: 10,
      lower: 8,
      upper: 12,
      chemical: null,
      factor: null,
      factorUnit: null,
    })),
  }),
  bathAnalysis: (seq) => ({ parameter: SAMPLE_PARAMETERS[seq % SAMPLE_PARAMETERS.length] }),
  // Due a year after the day it was calibrated (calibration-hooks.ts), both varied so lists sort by them.
  calibration: (seq) => {
    const day = (offset: number) =>
      new Date(Date.UTC(2001, 0, 1) + ((seq % 3650) + offset) * 86_400_000).toISOString().slice(0, 10);
    return { date: day(0), due: day(365), result: seq % 3 ? 'pass' : 'adjusted' };
  },
  // The test every sample specification requires (salt spray, below), passed; a bake that ends after it
  // starts (inspection-hooks.ts); still varied so lists sort by them.
  inspection: (seq) => {
    const start = Date.UTC(2001, 0, 1) + (seq % 50_000) * 3_600_000;
    return {
      tests: [{ test: 'saltSpray', result: 'pass', value: `${24 + (seq % 1000)} h`, notes: null }],
      bakeStart: new Date(start).toISOString(),
      bakeEnd: new Date(start + 7_200_000).toISOString(),
    };
  },
  // Not held: a packing list may ship its parts (server/services/jobs/job-shipping.ts).
  job: () => ({ hold: false }),
  // The start of the first step of its own new job (server/services/jobs/step-records.ts): parts come
  // out when a step finishes; a reason for any tank, which an unanalysed sample tank requires.
  stepRecord: () => ({ step: 1, action: 'start', quantityOut: null, tankReason: 'Sample tank' }),
  // Any role but owner: only an owner grants it, and the access checks import users as every role.
  user: (seq) => ({ roles: [grantable[seq % grantable.length]] }),
  // Open, with nothing that needs a record named, and no disposition: a lab technician may open it, and
  // closing or deciding has its own rules (tests/api/nonconformances.test.ts).
  nonconformance: () => ({ source: 'other', status: 'open', disposition: null }),
  // A range that is a range, a bake with its unit and hours, salt spray with its hours
  // (server/services/quality/specification-hooks.ts), still varied so lists sort and filter them.
  specification: (seq) => ({
    thicknessMin: seq % 100,
    thicknessMax: 100 + (seq % 100),
    bakeTemperature: 150 + (seq % 50),
    bakeTemperatureUnit: seq % 2 ? '°F' : '°C',
    bakeHours: 1 + (seq % 20),
    bakeWithinHours: 1 + (seq % 10),
    requiredTests: ['saltSpray'],
    saltSprayHours: 24 + (seq % 1000),
  }),
};

export const domainSample = (resource: string, seq: number): Record<string, unknown> => pinned[resource]?.(seq) ?? {};

/**
 * Text fields a domain rule holds to one of a few values (an analysis names one of its tank's parameters), or
 * accepts only beside another value (an invoice's void reason goes with Void only: tests/api/invoice-void.test.ts).
 */
export const notFreeText: Record<string, string[]> = { bathAnalysis: ['parameter'], invoice: ['voidReason'] };

/** Pinned fields the list checks still need varied: written straight to the table there, like server-kept values. */
export const variedInLists: Record<string, string[]> = {
  packing: ['status'],
  invoice: ['status', 'paid', 'voidReason'],
  product: ['openingStock'],
  nonconformance: ['source', 'status', 'disposition'],
  specification: ['requiredTests'],
  job: ['hold'],
  stepRecord: ['step', 'action', 'quantityOut', 'tankReason'],
};

/**
 * Rows a create (or import) writes beyond its own record and its audit entry: a payment also audits the
 * invoice it moves, an invoice the packing list it links.
 */
export const alsoWritten: Record<string, Record<string, number>> = {
  invoicePayment: { audit_log: 1 },
  invoice: { audit_log: 1 },
};

/**
 * Audit entries an update or the delete of one record writes beyond its own, for records the server
 * changes with it: an invoice moved to another packing list unlinks the one it leaves and links the
 * other; a deleted invoice unlinks its packing list.
 */
export const alsoAudited: Record<string, { update?: number; destroy?: number }> = {
  invoice: { update: 2, destroy: 1 },
};

/**
 * Resources a record of which its references take only once, so each create of a generic test needs
 * records of its own to refer to: a job's step starts once (server/services/jobs/step-records.ts).
 */
export const freshReferencesPerCreate: readonly string[] = ['stepRecord'];

/** Optional in the declaration, required by a rule for the samples: an inspection's tests (its specification requires salt spray), a step's tank reason. */
export const requiredByRules: Record<string, string[]> = {
  inspection: ['tests'],
  // A sample tank is never analysed: a step through it says why (server/services/jobs/step-records.ts).
  stepRecord: ['tankReason'],
};

/** Optional fields the server fills when left empty (invoice.unitPrice from the product's price, a product's opening stock 0). */
export const filledByServer: Record<string, string[]> = {
  invoice: ['unitPrice'],
  product: ['openingStock'],
  // A job made without steps takes its part's process (server/services/jobs/job-steps.ts).
  job: ['steps'],
  // Parts in are the job's; the tank is the step's own unless named.
  stepRecord: ['quantityIn', 'tank'],
};

/**
 * Server-kept values a sample's referenced record starts with, written straight to its table:
 * a chemical use may not exceed stock, so every chemical a sample refers to holds plenty.
 * (Through a receipt instead, the chemical would gain a referrer the delete checks count.)
 */
export const stockedReferences: Record<string, Record<string, unknown>> = {
  // In kg, the first unit: a recipe's sample row doses it in the first unit (samples.ts).
  chemical: { stock: 1_000_000, lowStock: false, unit: 'kg' },
  // In service and calibrated far ahead: a sample reading taken with it is accepted (instrument-check.ts).
  instrument: { status: 'inService', calibrationDue: '2099-12-31' },
};

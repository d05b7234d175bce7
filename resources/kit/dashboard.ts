/**
 * The home dashboard's sections and who may read each (docs/domain-rules.md#home-dashboard): every section
 * asks the read permission of the resource its figures come from, so the server answers and
 * the client shows exactly what the lists would let the user see. Shared by both sides.
 */
// The six declarations the figures come from, not the registry (resources/index.ts): kit code never reaches back up to it.
import { auditLogPermissions } from '../auditLog';
import chemical from '../chemical';
import instrument from '../instrument';
import invoice, { invoiceStatus } from '../invoice';
import job from '../job';
import packing, { packingStatus } from '../packing';
import shipper from '../shipper';
import type { Permission } from './permissions';

const readOf = (permission: Permission | undefined): Permission => {
  if (!permission) throw new Error('A dashboard section reads a resource without a read permission');
  return permission;
};

export const dashboardSections = {
  received: readOf(shipper.permissions.read),
  shipped: readOf(packing.permissions.read),
  // Invoiced and collected money, and the open invoices.
  billing: readOf(invoice.permissions.read),
  // chemistryRead, held by invoiceRead's roles (docs/domain-rules.md#roles-and-permissions), taken from the chemical's declaration.
  lowStock: readOf(chemical.permissions.read),
  activity: readOf(auditLogPermissions.read),
  // Instruments due for calibration and open nonconformances: qualityRead, from the instrument's declaration.
  quality: readOf(instrument.permissions.read),
  // Jobs on hold, late and ready to ship: jobRead.
  jobs: readOf(job.permissions.read),
} satisfies Record<string, Permission>;

export type DashboardSection = keyof typeof dashboardSections;

export const dashboardPermissions: Permission[] = [...new Set(Object.values(dashboardSections))];

/**
 * What each monthly chart sums, by its resource's `date` field, records in `skipStatus` (void) left
 * out where a resource has one. The server's queries (services/dashboard/monthly-sums.ts) and the indexes
 * that answer them without reading the table (db/tables.ts) both come from here.
 */
export const monthlySums = {
  received: { resource: 'shipper', columns: ['quantity'], skipStatus: null },
  shipped: { resource: 'packing', columns: ['quantity'], skipStatus: packingStatus.Void },
  billing: { resource: 'invoice', columns: ['total', 'paid'], skipStatus: invoiceStatus.Void },
} as const;

/** The open invoices tile: this resource's `column` summed by status (its index comes from here too). */
export const openInvoiceSum = { resource: 'invoice', column: 'total' } as const;

/** The invoice statuses counted as open money. */
export const openInvoiceStatuses = [invoiceStatus.Pending, invoiceStatus.Expired] as const;
export type OpenInvoiceStatus = (typeof openInvoiceStatuses)[number];

/** How far ahead the home page looks for calibrations falling due. */
export const QUALITY_DUE_DAYS = 30;

// GET /api/dashboard's answer: its schema, which the types come from.
export type {
  ActivityEntry,
  DashboardAnswer,
  DueInstrument,
  JobQueueCounts,
  LowStockChemical,
  MonthlySeries,
} from './dashboard-answer';

/** The only list of resources. Client views, API routes and tables derive from it. */
import type { ResourceDefinition } from './kit/types';
import type {
  Assert,
  RecordOf as RecordType,
  ReferencesResolve,
  StoredColumnsOf as StoredColumnsType,
  StoredRowOf as StoredRowType,
} from './kit/record-types';
import { auditLogOf } from './auditLog';
import customer from './customer';
import product from './product';
import chemical from './chemical';
import chemicalIn from './chemicalIn';
import chemicalOut from './chemicalOut';
import invoice from './invoice';
import invoicePayment from './invoicePayment';
import recipe from './recipe';
import packing from './packing';
import shipper from './shipper';
import job from './job';
import stockAdjustment from './stockAdjustment';
import tank from './tank';
import bathAnalysis from './bathAnalysis';
import stepRecord from './stepRecord';
import user from './user';
import specification from './specification';
import instrument from './instrument';
import calibration from './calibration';
import inspection from './inspection';
import nonconformance from './nonconformance';
import certificate from './certificate';

// Referenced resources come before those that reference them (tables are derived in this order).
const audited = {
  customer,
  product,
  stockAdjustment,
  shipper,
  job,
  packing,
  invoice,
  invoicePayment,
  chemical,
  recipe,
  tank,
  chemicalIn,
  chemicalOut,
  bathAnalysis,
  stepRecord,
  user,
  specification,
  instrument,
  calibration,
  inspection,
  nonconformance,
  certificate,
} satisfies Record<string, ResourceDefinition>;

/** Every entityName the server writes: each resource's but the audit log's, the settings and the demonstration data. */
export const auditedEntities = [...(Object.keys(audited) as (keyof typeof audited)[]), 'settings', 'demoData'] as const;

export const resources = { ...audited, auditLog: auditLogOf(auditedEntities) } satisfies Record<
  string,
  ResourceDefinition
>;

export type ResourceName = keyof typeof resources;

/** A `reference('...')` naming no resource above fails to compile here, naming it. */
export type ReferencesChecked = Assert<ReferencesResolve<typeof resources>>;

/** A resource's record as the API answers it (RecordOf<'invoice'>). */
export type RecordOf<N extends ResourceName> = RecordType<(typeof resources)[N]>;
/** A resource's row as its domain hooks see it (server/services/records/hooks.ts). */
export type StoredRowOf<N extends ResourceName> = StoredRowType<(typeof resources)[N]>;
/** The columns of a resource's derived table (server/db/tables.ts). */
export type StoredColumnsOf<N extends ResourceName> = StoredColumnsType<(typeof resources)[N]>;

/**
 * Checked as the server starts (compileResources in server/i18n.ts, with the permissions and the
 * catalogues) and by the unit tests: a bad declaration stops it there, naming resource and field.
 * The client, built from these same declarations, is spared the checker's bytes; its icons are
 * checked where they are (src/layout/menu-icons.tsx).
 */
export const resourceList: readonly ResourceDefinition[] = Object.values(resources);
const byName = new Map(resourceList.map((resource) => [resource.name, resource]));

export function findResource(name: string): ResourceDefinition | undefined {
  return byName.get(name);
}

export type { ResourceDefinition, Field } from './kit/types';

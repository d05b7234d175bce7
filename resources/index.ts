/** The only list of resources. Client views, API routes and tables derive from it. */
import type { ResourceDefinition } from './kit/types';
import auditLog from './auditLog';
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
import stockAdjustment from './stockAdjustment';
import tank from './tank';
import bathAnalysis from './bathAnalysis';
import user from './user';

// Referenced resources come before those that reference them (tables are derived in this order).
export const resources = {
  customer, product, stockAdjustment, shipper, packing, invoice, invoicePayment, chemical, recipe, tank, chemicalIn, chemicalOut, bathAnalysis, user, auditLog,
} satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof resources;

export const resourceList: ResourceDefinition[] = Object.values(resources);

export function findResource(name: string): ResourceDefinition | undefined {
  return resourceList.find((r) => r.name === name);
}

export type { ResourceDefinition, Field } from './kit/types';

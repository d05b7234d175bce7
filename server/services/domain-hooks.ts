/** Which domain rules run on which resource's writes. */
import type { HooksByResource } from './records/hooks';
import { bathAnalysisHooks } from './baths/analysis-hooks';
import { tankHooks } from './baths/tank-hooks';
import { invoiceHooks } from './billing/invoice-hooks';
import { invoicePaymentHooks } from './billing/invoice-payments';
import { chemicalHooks } from './chemistry/chemical-hooks';
import { chemicalInHooks, chemicalOutHooks } from './chemistry/movement-hooks';
import { recipeHooks } from './chemistry/recipe-units';
import { userHooks } from './iam/user-hooks';
import { packingHooks } from './parts-flow/packing-hooks';
import { productHooks } from './parts-flow/product-hooks';
import { shipperHooks } from './parts-flow/shipper-hooks';
import { stockAdjustmentHooks } from './parts-flow/stock-adjustment-hooks';

// Keyed by ResourceName: a misspelt resource fails to compile.
export const domainHooks: HooksByResource = {
  product: productHooks,
  stockAdjustment: stockAdjustmentHooks,
  shipper: shipperHooks,
  packing: packingHooks,
  invoice: invoiceHooks,
  invoicePayment: invoicePaymentHooks,
  chemical: chemicalHooks,
  recipe: recipeHooks,
  chemicalIn: chemicalInHooks,
  chemicalOut: chemicalOutHooks,
  tank: tankHooks,
  bathAnalysis: bathAnalysisHooks,
  user: userHooks,
};

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
import { inspectionHooks } from './quality/inspection-hooks';
import { packingHooks } from './parts-flow/packing-hooks';
import { jobHooks } from './jobs/job-hooks';
import { stepRecordHooks } from './jobs/step-records';
import { nonconformanceHooks } from './quality/nonconformance-hooks';
import { productHooks } from './parts-flow/product-hooks';
import { specificationHooks } from './quality/specification-hooks';
import { shipperHooks } from './parts-flow/shipper-hooks';
import { stockAdjustmentHooks } from './parts-flow/stock-adjustment-hooks';
import { calibrationHooks } from './quality/calibration-hooks';
import { instrumentHooks } from './quality/instrument-hooks';

// Keyed by ResourceName: a misspelt resource fails to compile.
export const domainHooks: HooksByResource = {
  product: productHooks,
  stockAdjustment: stockAdjustmentHooks,
  shipper: shipperHooks,
  job: jobHooks,
  stepRecord: stepRecordHooks,
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
  nonconformance: nonconformanceHooks,
  specification: specificationHooks,
  instrument: instrumentHooks,
  calibration: calibrationHooks,
  inspection: inspectionHooks,
};

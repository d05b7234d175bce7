/**
 * The form-only declarations: what a dialog asks for ("Use recipe", "Record addition", "Reverse",
 * "Void"), validated by the client and the server like a resource's fields, never stored as one.
 * Listed so their labels and permissions are checked at start (server/i18n.ts).
 */
import { additionRequest } from './bath-addition';
import analysisVoid from './bath-analysis-void';
import fiscalPeriod from './fiscal-period';
import invoiceVoid from './invoice-void';
import paymentReversal from './payment-reversal';
import recipeUse from './recipe-use';
import type { FormDefinition } from '../kit/types';

export const formList: readonly FormDefinition[] = [
  additionRequest,
  analysisVoid,
  fiscalPeriod,
  invoiceVoid,
  paymentReversal,
  recipeUse,
];

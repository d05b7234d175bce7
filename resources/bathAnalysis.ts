import { analysisFlags, analysisMethods, analysisPermissions, parameterUnits } from './kit/bath-control';
import { apiUnder, boolean, choice, datetime, decimal, defineResource, reference, text } from './kit/fields';

const snapshot = () => decimal({ readOnly: true, scale: 3, list: false });

/**
 * One lab result for one parameter of a tank (docs/domain-rules.md#chemistry). The server copies the
 * tank's unit and limits for that parameter as they are when it is recorded, and flags it against them,
 * so a later change of limits never rewrites history (server/services/baths/analysis-hooks.ts).
 */
export default defineResource({
  name: 'bathAnalysis',
  path: 'bath-analysis',
  table: 'bath_analysis',
  api: apiUnder('bath-analysis'),
  fields: {
    analysedAt: datetime({ required: true }),
    tank: reference('tank', { required: true }),
    // One of the tank's parameters, by name.
    parameter: text({ required: true, max: 60 }),
    value: decimal({ required: true, min: -999_999, max: 999_999, scale: 3 }),
    unit: choice(parameterUnits, { readOnly: true }),
    flag: choice(analysisFlags, { readOnly: true, optionLabels: 'choices.analysisFlag' }),
    target: snapshot(),
    lower: snapshot(),
    upper: snapshot(),
    method: choice(analysisMethods, { required: true, optionLabels: 'choices.analysisMethod' }),
    // What it was measured with; refused when out of service or past due (server/services/quality/instrument-check.ts).
    instrument: reference('instrument', { list: false }),
    // Who recorded it (their email), set by the server.
    analyst: text({ readOnly: true }),
    notes: text({ max: 2000, multiline: true, list: false }),
    // The chemical use "Record addition" wrote for this analysis (kept by the server).
    addition: reference('chemicalOut', { readOnly: true, list: false }),
    // Set by "Void" (POST /api/bath-analysis/:id/void, server/services/baths/analysis-void.ts): a void analysis
    // stays on record and leaves its tank's state, charts and addition proposals.
    voided: boolean({ readOnly: true }),
    voidReason: text({ readOnly: true, max: 2000, multiline: true, list: false }),
  },
  // A lab result is recorded, never rewritten nor deleted: a wrong one is voided with a reason and recorded again.
  operations: ['list', 'get', 'create', 'import', 'autocomplete'],
  permissions: analysisPermissions,
  labelField: 'parameter',
  defaultOrder: 'analysedAt_DESC',
  // On a phone: the result and its flag (High, Low, OK) as the chip.
  card: { primary: ['parameter', 'tank'], secondary: ['value', 'unit'], tertiary: ['analysedAt'], status: 'flag' },
  menu: { order: 100 },
});

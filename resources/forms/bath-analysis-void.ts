import { bathPermissions } from '../kit/bath-control';
import { defineForm, text } from '../kit/fields';

/**
 * What "Void" on a bath analysis asks for (POST /api/bath-analysis/:id/void): why. Not stored as a resource:
 * the analysis keeps it as its voidReason (docs/domain-rules.md#bath-control); declared so its form and
 * validation derive.
 */
export default defineForm({
  name: 'bathAnalysisVoid',
  fields: {
    voidReason: text({ required: true, max: 2000, multiline: true }),
  },
  permission: bathPermissions.edit!,
});

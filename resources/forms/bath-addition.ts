/** Recording a Low analysis's addition; the quantity it records is resources/kit/addition-proposal.ts's proposal. */
import { analysisPermissions } from '../kit/bath-control';
import { dateToday, defineForm, text } from '../kit/fields';

/**
 * What "Record addition" asks for (POST /api/bath-analysis/:id/addition): the quantity is always the
 * proposal's. Not stored; declared so its form and validation derive like every other.
 */
export const additionRequest = defineForm({
  name: 'bathAddition',
  fields: { date: dateToday({ required: true }), notes: text({ max: 2000, multiline: true }) },
  permission: analysisPermissions.create!,
});

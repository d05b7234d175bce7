/**
 * The contract every declared resource keeps (docs/product-spec.md#api-calls, docs/product-spec.md#api-conventions),
 * generated from resources/index.ts: a resource is tested the moment it is declared.
 */
import { describe, expect, test } from 'vitest';
import { resourceList } from '../../resources';
import { allFields } from '../../resources/kit/derive';
import { fieldLabel } from '../helpers/labels';
import { accessContract } from '../helpers/contract/access';
import { autocompleteContract } from '../helpers/contract/autocomplete';
import { setupContract } from '../helpers/contract/context';
import { importContract } from '../helpers/contract/import';
import { listContract } from '../helpers/contract/list';
import { validationContract } from '../helpers/contract/validation';
import { writeContract } from '../helpers/contract/writes';

const ctx = setupContract();

test('every declared field has an English and a Portuguese label (validation messages name it)', () => {
  expect(resourceList.map((r) => r.name)).toEqual(expect.arrayContaining(['customer', 'auditLog']));
  for (const resource of resourceList) {
    for (const [field] of allFields(resource)) {
      expect(fieldLabel('en', resource.name, field)).not.toBe('');
      expect(fieldLabel('pt-BR', resource.name, field)).not.toBe('');
    }
  }
});

for (const resource of resourceList) {
  const has = (op: (typeof resource.operations)[number]) => resource.operations.includes(op);
  describe(resource.name, () => {
    describe('access', () => accessContract(ctx, resource));
    if (has('list')) listContract(ctx, resource);
    if (has('create')) writeContract(ctx, resource);
    if (has('import')) importContract(ctx, resource);
    if (has('autocomplete')) autocompleteContract(ctx, resource);
    if (has('create') || has('update') || has('import')) validationContract(ctx, resource);
  });
}

/**
 * The contract every declared resource keeps, over one share of resources/index.ts. The shares are
 * separate test files, so each has its own app and database: one database for every resource grew
 * its audit log past 30,000 rows and ran 50 minutes in one worker, past the hour an ID token lives.
 */
import { describe } from 'vitest';
import { resourceList } from '../../../resources';
import { accessContract } from './access';
import { autocompleteContract } from './autocomplete';
import { setupContract, type ContractContext } from './context';
import { importContract } from './import';
import { listContract } from './list';
import { validationContract } from './validation';
import { writeContract } from './writes';

/** How many files share the resources; tests/api/contract-<k>.test.ts for k = 1..CONTRACT_SHARES. */
export const CONTRACT_SHARES = 4;

/** The resources share k of CONTRACT_SHARES tests: every CONTRACT_SHARES-th one, starting at the k-th. */
export function contractShare(share: number) {
  return resourceList.filter((_, index) => index % CONTRACT_SHARES === share - 1);
}

export function contractSuite(share: number): ContractContext {
  const ctx = setupContract();
  for (const resource of contractShare(share)) {
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
  return ctx;
}

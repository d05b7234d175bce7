/**
 * The contract every declared resource keeps (docs/product-spec.md#api-calls, docs/product-spec.md#api-conventions),
 * generated from resources/index.ts: a resource is tested the moment it is declared. The resources
 * are shared among contract-1..4.test.ts (tests/helpers/contract/suite.ts says why).
 */
import { expect, test } from 'vitest';
import { resourceList } from '../../resources';
import { allFields } from '../../resources/kit/derive';
import { fieldLabel } from '../helpers/labels';
import { CONTRACT_SHARES, contractShare, contractSuite } from '../helpers/contract/suite';

contractSuite(1);

test('every resource is in exactly one share of the contract suite, and each share has a file', async () => {
  const shares = Array.from({ length: CONTRACT_SHARES }, (_, i) => contractShare(i + 1).map((r) => r.name));
  expect(shares.flat().sort()).toEqual(resourceList.map((r) => r.name).sort());
  const { readdir } = await import('node:fs/promises');
  const files = (await readdir(import.meta.dirname)).filter((f) => /^contract-\d+\.test\.ts$/.test(f));
  expect(files.sort()).toEqual(shares.map((_, i) => `contract-${i + 1}.test.ts`).sort());
});

test('every declared field has an English and a Portuguese label (validation messages name it)', () => {
  expect(resourceList.map((r) => r.name)).toEqual(expect.arrayContaining(['customer', 'auditLog']));
  for (const resource of resourceList) {
    for (const [field] of allFields(resource)) {
      expect(fieldLabel('en', resource.name, field)).not.toBe('');
      expect(fieldLabel('pt-BR', resource.name, field)).not.toBe('');
    }
  }
});

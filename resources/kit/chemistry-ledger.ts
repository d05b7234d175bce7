/** What receipts and uses of chemicals share: a ledger, created and viewed, never edited (docs/domain-rules.md#receipts-and-uses). */
import { dateToday, decimal, reference } from './fields';
import type { Operation, PermissionSet } from './types';

// Corrections are new entries; a delete moves the stock back (refused if that would go below zero).
export const ledgerOperations: readonly Operation[] = ['list', 'get', 'create', 'destroy', 'import', 'autocomplete'];

export const ledgerPermissions: PermissionSet = {
  read: 'chemistryRead',
  create: 'chemicalCreate',
  destroy: 'chemicalDestroy',
  import: 'chemicalCreate',
  autocomplete: 'chemistryRead',
};

/** The fields every movement has, in display order. */
export const movementFields = () => ({
  date: dateToday({ required: true }),
  chemical: reference('chemical', { required: true }),
  // Counted in the chemical's own unit, which inputs show beside it.
  quantity: decimal({ required: true, positive: true, max: 999_999_999, scale: 3, unitOf: 'chemical' }),
});

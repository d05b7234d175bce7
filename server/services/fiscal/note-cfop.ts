/**
 * A note's CFOP, from the shop's and the customer's states (docs/domain-rules.md#fiscal-notes):
 * 5xxx when both are in the same state, 6xxx across states; unknown (null) when either state is
 * missing, the customer is abroad (an import or export has CFOPs of its own) or the note is an NFS-e.
 */
import { fiscalNoteCfop, type FiscalNoteRole } from '../../../resources/kit/fiscal-ledger';
import { NFSE } from '../../../resources/kit/nfe-keys';

export interface Place {
  state: string | null;
  country: string | null;
}

export function noteCfop(role: FiscalNoteRole, kind: string, shop: Place, customer: Place): string | null {
  if (kind === NFSE || !shop.state || !customer.state) return null;
  // A customer without a country is in the shop's (docs/domain-rules.md#customers).
  if ((customer.country ?? shop.country) !== 'BR' || shop.country !== 'BR') return null;
  const inside = fiscalNoteCfop[role];
  return shop.state === customer.state ? inside : `6${inside.slice(1)}`;
}

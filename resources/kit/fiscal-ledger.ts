/**
 * The accountant's list of fiscal notes for a period (docs/domain-rules.md#fiscal-notes): one
 * section per note of a plating job, each read under its record's read permission, so the list
 * holds exactly what the caller's lists would show. Shared by both sides; no zod here.
 */
import invoice from '../invoice';
import packing from '../packing';
import shipper from '../shipper';
import type { Permission } from './permissions';

/** Which note, from whose record: the customer's remessa (shipper), the shop's return (packing list) and charge (invoice). */
export const fiscalLedgerSections = {
  remessa: shipper.permissions.read!,
  retorno: packing.permissions.read!,
  charge: invoice.permissions.read!,
} satisfies Record<string, Permission>;

export type FiscalNoteRole = keyof typeof fiscalLedgerSections;
export const fiscalNoteRoles = Object.keys(fiscalLedgerSections) as FiscalNoteRole[];
export const fiscalLedgerPermissions: Permission[] = [...new Set(Object.values(fiscalLedgerSections))];

/** Where each note's record lives, for its link and its number. */
export const fiscalNoteResource: Record<FiscalNoteRole, 'shipper' | 'packing' | 'invoice'> = {
  remessa: 'shipper',
  retorno: 'packing',
  charge: 'invoice',
};

/** The CFOP of each note inside the shop's state; from another state it starts with 6 instead of 5. */
export const fiscalNoteCfop: Record<FiscalNoteRole, string> = { remessa: '5901', retorno: '5902', charge: '5124' };

/** The longest period one list covers, and the most notes it answers (a year of a busy shop). */
export const FISCAL_LEDGER_MAX_DAYS = 366;
export const FISCAL_LEDGER_MAX_NOTES = 20_000;

export type { FiscalLedger, FiscalLedgerNote } from './fiscal-ledger-answer';

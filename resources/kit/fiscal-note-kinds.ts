/** Fiscal notes as declarations and screens name them; the access key's reader is nfe-keys.ts. */

/** The shops that record fiscal notes on their shippers, packing lists and invoices. */
export const fiscalNoteCountries = ['BR'] as const;

/** The fiscal notes a shop issues for its work: goods under NF-e, or services under NFS-e. */
export const fiscalNoteKinds = ['NF-e', 'NFS-e'] as const;
/** The kind whose key is not an NF-e's: a service note's verification code or national key. */
export const NFSE = 'NFS-e';

/** The key as the DANFE prints it: eleven groups of four digits. */
export const groupedNfeKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

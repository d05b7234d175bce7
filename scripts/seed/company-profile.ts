/**
 * The demonstration shop's company profile and logo, so its documents print a real letterhead.
 * A profile an owner already filled in is kept (settings stay across --reset); no audit entry of its own.
 */
import { randomUUID } from 'node:crypto';
import companyProfile from '../../resources/singletons/company-profile';
import { validateRecord } from '../../resources/kit/validation';
import type { AppConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { settings, storedFile } from '../../server/db/tables';
import { readCompanyProfile } from '../../server/services/company-profile';
import { openFileStore } from '../../server/services/files/store';
import { demoLogo } from './demo-logo';

const DEMO = {
  shopName: 'Acme Plating & Finishing',
  address: '1200 Industrial Parkway\nDayton, OH 45414\nUnited States',
  phone: '+1 937 555 0142',
  email: 'billing@acmeplating.example.com',
  website: 'https://acmeplating.example.com',
  taxId: 'EIN 31-4567890',
  currency: 'USD',
  documentLanguage: 'en',
  paymentInstructions:
    'Remit to: Acme Plating & Finishing, 1200 Industrial Parkway, Dayton, OH 45414\nACH: First Dayton Bank, routing 042000013, account 7712 0045 88',
  invoiceTerms:
    'Payment is due by the due date shown. Balances past due bear 1.5% interest per month. Claims must be made within 10 days of receipt.',
  certificateStatement:
    'We certify that the parts listed above were processed in accordance with the specification shown, inspected, and conform to its requirements. Records are kept on file for ten years.',
  signatoryName: 'Maria Souza',
  signatoryTitle: 'Quality Manager',
};

/** Answers whether it wrote the profile. */
export async function seedCompanyProfile(
  db: Database,
  config: Pick<AppConfig, 'dataDir' | 'filesSecret'>,
): Promise<boolean> {
  if ((await readCompanyProfile(db)).shopName) return false;
  const store = await openFileStore(config);
  const bytes = demoLogo();
  const logo = { id: randomUUID(), name: 'acme-logo.png', mimeType: 'image/png', sizeInBytes: bytes.length };
  const { values, errors } = validateRecord(companyProfile, { ...DEMO, logo: [logo] });
  if (Object.keys(errors).length) throw new Error(`The demo company profile is invalid: ${JSON.stringify(errors)}`);
  await db.transaction(async (tx) => {
    await tx.insert(storedFile).values({ ...logo, resource: companyProfile.name, field: 'logo' });
    await store.write({ resource: companyProfile.name, field: 'logo', id: logo.id }, bytes);
    const row = { id: 'default', ...values, updatedAt: new Date() } as typeof settings.$inferInsert;
    await tx.insert(settings).values(row).onConflictDoUpdate({ target: settings.id, set: row });
  });
  return true;
}

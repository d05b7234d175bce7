/**
 * Released certificates for the demo's latest packing lists whose inspection passed, released as the
 * quality manager's button would (server/services/quality/certificate-release.ts): frozen content, the
 * PDF rendered and kept in the file store. Needs the store, so it runs with the company profile.
 */
import { arrayContains, arrayOverlaps, desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { appUser, declaredTables } from '../../server/db/tables';
import { appOrigin } from '../../server/services/email/origin';
import { documentOptions } from '../../server/services/documents/document-profile';
import { createDocumentRenderer } from '../../server/services/documents/document-renderer';
import { openFileStore } from '../../server/services/files/store';
import { releaseCertificate } from '../../server/services/quality/certificate-release';

/** Released by the demo's quality manager (else its owner) when there is one; answers how many were released. */
export async function seedCertificates(db: Database, config: AppConfig, count = 5): Promise<number> {
  const { inspection, certificate, auditLog } = declaredTables;
  const [owner] = await db
    .select({ id: appUser.id, email: appUser.email, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(arrayOverlaps(appUser.roles, ['qualityManager', 'owner']))
    .orderBy(desc(arrayContains(appUser.roles, ['qualityManager'])))
    .limit(1);
  const signer = owner
    ? { id: owner.id, email: owner.email, name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') }
    : { id: null, email: 'npm run seed', name: '' };
  if ((await db.select({ id: certificate.id }).from(certificate).limit(1)).length) return 0;
  const passed = await db
    .select({ packing: inspection.packing })
    .from(inspection)
    .where(eq(inspection.result, 'pass'))
    .orderBy(desc(inspection.inspectedAt))
    .limit(count);
  const store = await openFileStore(config);
  const renderer = createDocumentRenderer({ workers: 1, timeoutMs: config.documents.renderTimeoutMs });
  try {
    const options = await documentOptions(db, store, appOrigin(config));
    for (const { packing } of passed) {
      const released = await releaseCertificate(db, String(packing), {}, signer, { renderer, store, options });
      // As the rest of the demo data: no per-record audit entries (seed.ts).
      await db.delete(auditLog).where(eq(auditLog.entityId, String(released.id)));
    }
  } finally {
    await renderer.close();
  }
  return passed.length;
}

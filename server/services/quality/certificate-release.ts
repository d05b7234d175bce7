/**
 * Releasing a packing list's certificate of conformance (docs/domain-rules.md#certificates): the
 * gate (release-gate.ts), then every word printed frozen in `content` and the PDF rendered once from
 * it and kept in the file store, in one transaction with the packing row locked, so one release at
 * a time per packing list. A correction is a new revision naming the one it replaces and why.
 */
import { createHash, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { badRequest, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { certificateSource } from '../documents/certificate-pdf';
import type { DocumentContent } from '../documents/document-pdf';
import type { DocumentOptions } from '../documents/document-fields';
import type { DocumentRenderer } from '../documents/document-renderer';
import type { FileStore } from '../files/store';
import { getRecord } from '../records/records-read';
import { guarded } from '../records/records-write';
import { UUID } from '../records/references';
import { releaseRefusal } from './release-gate';

const { packing, certificate } = declaredTables;

/** Where a released certificate's PDF is kept: certificate/pdf/<its id>. */
export const certificatePdfKey = (id: string) => ({ resource: resources.certificate.name, field: 'pdf', id });

/** The words as printed, without the image bytes (the PDF keeps those). */
export function frozenWords(content: DocumentContent): DocumentContent {
  const { logo: _logo, ...letterhead } = content.letterhead;
  const signatory = content.signatures?.signatory;
  return {
    ...content,
    letterhead,
    signatures: content.signatures && {
      lines: content.signatures.lines,
      signatory: signatory && { name: signatory.name, title: signatory.title, date: signatory.date },
    },
  };
}

/** The latest released revision of a packing list's certificate, if any. */
export async function latestCertificate(db: Database, packingId: string) {
  const [latest] = await db
    .select()
    .from(certificate)
    .where(eq(certificate.packing, packingId))
    .orderBy(desc(certificate.revision))
    .limit(1);
  return latest;
}

export interface ReleaseTools {
  renderer: DocumentRenderer;
  store: FileStore;
  options: DocumentOptions;
}

export async function releaseCertificate(
  db: Database,
  packingId: string,
  body: { reason?: string } | undefined,
  actor: Actor & { name: string },
  { renderer, store, options }: ReleaseTools,
) {
  if (!UUID.test(packingId)) throw notFound();
  const reason = (body?.reason ?? '').trim();
  return guarded(() =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select().from(packing).where(eq(packing.id, packingId)).for('update');
      if (!locked) throw notFound();
      const named = { packing: String(locked.valueID) };
      const refusal = await releaseRefusal(tx, { id: packingId, status: locked.status });
      if (refusal) throw badRequest(refusal, named);
      const previous = await latestCertificate(tx, packingId);
      if (previous && !reason)
        throw badRequest('errors.certificate.reasonRequired', { revision: String(previous.revision) });
      const revision = (previous?.revision ?? 0) + 1;
      const releasedAt = new Date();
      const releasedBy = actor.name ? `${actor.name} <${actor.email}>` : actor.email;
      const { content } = await certificateSource(tx, packingId, options, {
        revision,
        releasedAt,
        releasedBy,
        replaces: previous ? { revision: Number(previous.revision), reason } : undefined,
      });
      const pdf = await renderer.render(content);
      const id = randomUUID();
      const signatory = content.signatures?.signatory;
      await tx.insert(certificate).values({
        id,
        packing: packingId,
        number: String(locked.valueID),
        revision,
        releasedAt,
        releasedBy,
        signerName: signatory?.name ?? '',
        signerTitle: signatory?.title ?? '',
        content: frozenWords(content),
        pdfSha256: createHash('sha256').update(pdf).digest('hex'),
        replaces: previous?.id ?? null,
        reason: previous ? reason : null,
        createdById: actor.id,
        updatedById: actor.id,
      });
      // Written before the commit: a failed write rolls the release back; a failed commit leaves
      // only an unreferenced file under a fresh id.
      await store.write(certificatePdfKey(id), pdf);
      const released = await getRecord(tx, resources.certificate, id);
      await recordAudit(tx, actor, {
        entityName: resources.certificate.name,
        entityId: id,
        action: 'create',
        values: released,
      });
      return released;
    }),
  );
}

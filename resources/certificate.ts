import { datetime, defineResource, integer, json, reference, text } from './kit/fields';

/**
 * A certificate of conformance as released: every word printed, frozen in `content`, and the PDF
 * rendered once from it, kept in the file store under certificate/pdf/<id> (its SHA-256 here).
 * Released by POST /api/packing/:id/certificate only (server/services/quality/certificate-release.ts);
 * a correction is a new revision that names the one it replaces. Never edited or deleted.
 */
export default defineResource({
  name: 'certificate',
  fields: {
    packing: reference('packing', { required: true, readOnly: true }),
    number: text({ readOnly: true, max: 50 }),
    revision: integer({ readOnly: true }),
    releasedAt: datetime({ readOnly: true }),
    // Who released it: name and email as they were, kept even if the account goes.
    releasedBy: text({ readOnly: true, max: 500 }),
    signerName: text({ readOnly: true, max: 255 }),
    signerTitle: text({ readOnly: true, max: 255, list: false }),
    content: json({ readOnly: true, list: false }),
    pdfSha256: text({ readOnly: true, max: 64, list: false }),
    replaces: reference('certificate', { readOnly: true, list: false, filter: false }),
    reason: text({ readOnly: true, max: 1000, list: false }),
  },
  operations: ['list', 'get'],
  // Whoever may open the packing list reads its certificates; releasing is certificateRelease.
  permissions: { read: 'packingRead' },
  labelField: 'number',
  defaultOrder: 'releasedAt_DESC',
  menu: { order: 115 },
});

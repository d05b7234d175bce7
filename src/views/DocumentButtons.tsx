/**
 * The PDFs a record prints, as buttons named after each document (Invoice PDF, Packing slip,
 * Certificate of conformance), from its declared `document` fields (docs/domain-rules.md#documents-and-qr-page).
 */
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources';
import { allFields } from '../../resources/kit/derive';
import { documentPath } from '../../resources/kit/fields';
import { DocumentLink } from './fields/DocumentLink';

/** The fields that link to a PDF: the buttons show them, so the page leaves them out of its fields. */
export const documentFields = (resource: ResourceDefinition) =>
  allFields(resource).filter(([, field]) => field.type === 'string' && field.format === 'document');

export function DocumentButtons({ resource }: { resource: ResourceDefinition }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.id) return null;
  return (
    <>
      {documentFields(resource).map(([name, field]) => {
        const kind = (field.type === 'string' && field.document) || 'pdf';
        // From the id, as the server routes it: a record saved before a kind existed has the button too.
        const url = documentPath(resource.name, String(record.id), kind);
        return (
          <DocumentLink key={name} url={url} label={translate(`custom.document.buttons.${resource.name}.${kind}`)} />
        );
      })}
    </>
  );
}

/** A packing list as its slip prints, with its slip and certificate, the way to bill it, or the invoice that already does, and its quality: inspection, hold, certificate revisions. */
import { resources } from '../../../resources';
import { DocumentButtons, documentFields } from '../../views/DocumentButtons';
import { DocumentSheet } from '../../views/DocumentSheet';
import ResourceShow from '../../views/ResourceShow';
import { CreateInvoiceButton } from './CreateInvoiceButton';
import { InvoiceChip } from './InvoiceChip';
import { QualityPanel } from './QualityPanel';
import { TraceButton } from './TraceButton';

// Offered as buttons above the fields, not again as Open PDF links among them.
const printed = documentFields(resources.packing).map(([name]) => name);

export default function PackingShow() {
  return (
    <ResourceShow
      resource={resources.packing}
      omit={printed}
      document={<DocumentSheet resource={resources.packing} />}
      actions={
        <>
          <InvoiceChip />
          <DocumentButtons resource={resources.packing} />
          <CreateInvoiceButton />
          <TraceButton />
        </>
      }
    >
      <QualityPanel />
    </ResourceShow>
  );
}

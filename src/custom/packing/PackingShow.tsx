/** A packing list with the way to bill it, or the invoice that already does. */
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { CreateInvoiceButton } from './CreateInvoiceButton';
import { InvoiceChip } from './InvoiceChip';

export default function PackingShow() {
  return (
    <ResourceShow resource={resources.packing} actions={<><InvoiceChip /><CreateInvoiceButton /></>} />
  );
}

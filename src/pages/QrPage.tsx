/** /qr/{id}: the public page of a scanned packing slip. Packing lists arrive with the parts flow; until then no id is known. */
import { ErrorPage } from './ErrorPage';

export default function QrPage() {
  return <ErrorPage code={404} />;
}

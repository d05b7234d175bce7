/**
 * Opens a record's server-rendered PDF (its `url`) in a new tab. The request needs the
 * bearer token, which a plain link cannot send, so the PDF arrives as a blob URL.
 */
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { HttpError, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { apiFetchBlob } from '../../providers/api';

// Long enough for the new tab (or the download) to read it; a blob URL holds the PDF in memory until revoked.
const KEEP_BLOB_MS = 60_000;

function download(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Points the tab opened during the click at the PDF; false when it is gone (blocked or closed). */
function showIn(tab: Window | null, href: string): boolean {
  if (!tab || tab.closed) return false;
  try {
    tab.location.href = href;
    return true;
  } catch {
    return false;
  }
}

/** `label`: what the button says when the page offers several PDFs (Packing slip, Certificate of conformance). */
export function DocumentLink({ url, label }: { url: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'document';
  const [loading, setLoading] = useState(false);

  const open = async (event: MouseEvent) => {
    // Inside a list row: the click must not also open the record.
    event.stopPropagation();
    // Opened now, within the click, so popup blockers allow it; it receives the PDF once fetched.
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const pdf = await apiFetchBlob(url);
      const href = URL.createObjectURL(pdf);
      const name = pdf instanceof File ? pdf.name : `${resource}-${record?.valueID ?? record?.id ?? ''}.pdf`;
      if (!showIn(tab, href)) download(href, name);
      setTimeout(() => URL.revokeObjectURL(href), KEEP_BLOB_MS);
    } catch (error) {
      tab?.close();
      // The server's message is already in the user's language; `_` shows it as is.
      const message =
        error instanceof HttpError && error.message ? error.message : translate('custom.document.openFailed');
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button size="small" startIcon={<PdfIcon />} onClick={open} disabled={loading} sx={{ whiteSpace: 'nowrap' }}>
      {label ?? translate('custom.document.open')}
    </Button>
  );
}

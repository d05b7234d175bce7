/**
 * "Pay with PIX" on an invoice still due, in a shop billing in reais with a PIX key (issue 40): the QR
 * code of GET /api/invoice/:id/pix for the balance, and its copia e cola text with a Copy button, so
 * the clerk can send it to the customer. Nothing is shown where there is nothing to charge.
 */
import { useEffect, useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { invoiceStatus } from '../../../resources/invoice';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useShopSettings } from '../../providers/shop-settings';
import { useFormat } from '../../views/fields/useFormat';

const DUE = new Set<unknown>([invoiceStatus.Pending, invoiceStatus.Expired]);

/** The QR code as an image URL, drawn in the browser (qrcode is loaded only when a code is shown). */
function useQrImage(text: string | undefined): string | undefined {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let live = true;
    if (text)
      void import('qrcode')
        .then((qr) => qr.toDataURL(text, { margin: 1, width: 220, errorCorrectionLevel: 'M' }))
        .then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [text]);
  return image;
}

export function PixPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { money } = useFormat();
  const { currency } = useShopSettings();
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = record?.id === undefined ? undefined : String(record.id);
  const chargeable = currency === 'BRL' && DUE.has(record?.status);
  // Asked again after every write to the invoice (a payment changes its balance and updatedAt).
  const { data } = useQuery({
    queryKey: ['invoice', 'pix', id, record?.updatedAt],
    queryFn: () => dataProvider.invoicePix(id!),
    enabled: id !== undefined && chargeable,
    retry: false,
  });
  const image = useQrImage(chargeable ? data?.payload : undefined);
  if (!chargeable || !data) return null;
  const copy = () =>
    navigator.clipboard.writeText(data.payload).then(
      () => notify('custom.pix.copied', { type: 'info' }),
      () => notify('custom.pix.copyFailed', { type: 'warning' }),
    );
  return (
    <Box component="section" aria-labelledby="pix-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="pix-title" variant="h6" component="h2">
        {translate('custom.pix.title', { amount: money(data.amount) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {image && (
          <img
            src={image}
            width={180}
            height={180}
            alt={translate('custom.pix.qrAlt', { amount: money(data.amount) })}
          />
        )}
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <TextField
            label={translate('custom.pix.copyPaste')}
            value={data.payload}
            multiline
            fullWidth
            slotProps={{ input: { readOnly: true }, htmlInput: { style: { fontFamily: 'monospace' } } }}
          />
          <Button onClick={() => void copy()} sx={{ mt: 1 }} variant="outlined">
            {translate('custom.pix.copy')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

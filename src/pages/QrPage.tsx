/** /qr/{id}: the public page of a scanned packing slip; unknown ids show the not-found text. */
import { useEffect, useState, type ReactNode } from 'react';
import type { ChoiceField } from '../../resources/kit/types';
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import type { PublicPacking } from '../../resources/kit/public-packing-answer';
import packingResource from '../../resources/packing';
import { formatDate, formatNumber } from '../../i18n/format';
import { currentLocale } from '../providers/locale';
import { ChoiceText } from '../views/fields/ChoiceText';
import { ErrorPage } from './ErrorPage';
import { LoadingScreen } from './LoadingScreen';
import { pageBackdrop } from '../layout/page-backdrop';

export default function QrPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [state, setState] = useState<{ packing?: PublicPacking; missing?: boolean }>({});
  useEffect(() => {
    fetch(`/api/public/packing/${encodeURIComponent(id)}`)
      .then(async (res) => (res.ok ? setState({ packing: await res.json() }) : setState({ missing: true })))
      .catch(() => setState({ missing: true }));
  }, [id]);
  if (state.missing) return <ErrorPage code={404} />;
  if (!state.packing) return <LoadingScreen />;
  const { packing } = state;
  const status = <ChoiceText field={packingResource.fields.status as ChoiceField} value={packing.status} />;
  const rows: [string, ReactNode][] = [
    // Public, outside the signed-in app: the stored interface language, else the phone's (providers/locale.ts).
    ['date', formatDate(packing.date, currentLocale())],
    ['status', status],
    ['product', packing.part],
    ['quantity', formatNumber(packing.quantity, currentLocale(), { decimals: 0 })],
  ];
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: pageBackdrop, p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          {/* Who shipped it, as on the slip itself; the app's name only until the shop has one. */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            {packing.shop.logo && (
              <Box component="img" src={packing.shop.logo} alt="" sx={{ maxHeight: 40, maxWidth: 120 }} />
            )}
            <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.4 }}>
              {packing.shop.name ?? translate('app.title')}
            </Typography>
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('custom.qr.title', { valueID: packing.valueID })}
          </Typography>
          <Table size="small" aria-label={translate('custom.qr.title', { valueID: packing.valueID })}>
            <TableBody>
              {rows.map(([field, value]) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row">
                    {translate(`resources.packing.fields.${field}`)}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button
            component={Link}
            to="/auth/signin"
            state={{ from: { pathname: `/packing/${id}` } }}
            variant="contained"
            sx={{ mt: 2 }}
          >
            {translate('custom.qr.signIn')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

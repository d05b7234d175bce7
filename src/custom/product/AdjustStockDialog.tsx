/**
 * "Adjust stock": quantity (+ adds, − takes off), reason, date and notes, derived from
 * resources/stockAdjustment.ts, with what is on hand now and after. The server keeps on hand and
 * refuses an adjustment below zero, saying how many are on hand.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useWatch } from 'react-hook-form';
import {
  Form,
  SaveButton,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatCount } from '../../../i18n/format';
import { numberArg } from '../../../resources/kit/messages';
import stockAdjustment from '../../../resources/stockAdjustment';
import { writableFields } from '../../../resources/kit/derive';
import { fieldInput } from '../../views/fields/FieldInput';
import { useRecordValidator } from '../../views/useRecordValidator';

interface AdjustStockDialogProps {
  product: RaRecord;
  onClose: () => void;
}

/** On hand now, and after the quantity being typed (while it is a whole number), grouped as the language writes them: pt-BR −3.000. */
function OnHand({ now }: { now: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const typed: unknown = useWatch({ name: 'quantity' });
  const quantity = typed === null || typed === undefined || typed === '' ? NaN : Number(typed);
  const after = Number.isInteger(quantity) ? now + quantity : null;
  const figure = (label: string, testId: string, value: number | null, danger = false) => (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h6" color={danger ? 'error' : undefined} data-testid={testId}>
        {value === null ? '—' : formatCount(value, locale)}
      </Typography>
    </Box>
  );
  return (
    <Stack direction="row" gap={4} sx={{ pb: 1 }}>
      {figure('custom.stockAdjustment.onHand', 'on-hand-now', now)}
      {figure('custom.stockAdjustment.after', 'on-hand-after', after, after !== null && after < 0)}
    </Stack>
  );
}

export function AdjustStockDialog({ product, onClose }: AdjustStockDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const validate = useRecordValidator(stockAdjustment);
  const now = Number(product.inventory ?? 0);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.create(stockAdjustment.name, { data: { ...values, product: product.id } });
      notify('custom.stockAdjustment.recorded', {
        type: 'success',
        messageArgs: { onHand: numberArg(now + Number(values.quantity)) },
      });
      refresh();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const fields = writableFields(stockAdjustment).filter(([name]) => name !== 'product');
  return (
    <Dialog open onClose={onClose} aria-labelledby="adjust-stock-title" fullWidth>
      <Form
        onSubmit={submit}
        validate={validate}
        record={{
          product: product.id,
          quantity: null,
          reason: null,
          date: format(new Date(), 'yyyy-MM-dd'),
          notes: null,
        }}
      >
        <DialogTitle id="adjust-stock-title">
          {translate('custom.stockAdjustment.title', { part: product.part })}
        </DialogTitle>
        {/* Room above the first input's floating label. */}
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <OnHand now={now} />
          <Stack sx={{ alignItems: 'flex-start', pt: 1 }}>
            {fields.map(([name, field]) =>
              fieldInput(
                name,
                field,
                translate(`resources.${stockAdjustment.name}.fields.${name}`),
                stockAdjustment.name,
              ),
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="custom.stockAdjustment.adjust" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

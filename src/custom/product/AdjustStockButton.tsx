/** "Adjust stock": offered to those who may record stock adjustments (the product's editors). */
import { useState } from 'react';
import { Button } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useRecordContext, useTranslate } from 'react-admin';
import stockAdjustment from '../../../resources/stockAdjustment';
import { can } from '../../providers/authProvider';
import { AdjustStockDialog } from './AdjustStockDialog';

export function AdjustStockButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record || !can(stockAdjustment.permissions.create)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} startIcon={<TuneIcon />} size="small">
        {translate('custom.stockAdjustment.adjust')}
      </Button>
      {open && <AdjustStockDialog product={record} onClose={() => setOpen(false)} />}
    </>
  );
}

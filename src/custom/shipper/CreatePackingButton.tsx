import { Button } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../providers/authProvider';
import { remainingOf } from './remaining';

/** Offered while parts remain to be packed. */
export function CreatePackingButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || remainingOf(record) === 0 || !can('packingCreate')) return null;
  return (
    <Button
      component={Link}
      to={`/packing/new-from-shipper?shipper=${record.id}`}
      startIcon={<InventoryIcon />}
      size="small"
    >
      {translate('custom.shipper.createPacking')}
    </Button>
  );
}

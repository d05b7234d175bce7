import { Button } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../providers/authProvider';

/**
 * A job Ready to ship packs what it has not shipped: the packing list form opens with its shipper,
 * the job and that quantity (react-admin's `source`); the shipper brings customer, part and PO.
 */
export function ShipJobButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const left = Number(record?.quantity ?? 0) - Number(record?.shipped ?? 0);
  if (!record || record.status !== 'readyToShip' || left <= 0 || !can('packingCreate')) return null;
  const source = encodeURIComponent(JSON.stringify({ shipper: record.shipper, job: record.id, quantity: left }));
  return (
    <Button component={Link} to={`/packing/new?source=${source}`} startIcon={<InventoryIcon />} size="small">
      {translate('custom.shipper.createPacking')}
    </Button>
  );
}

/** "Record addition": offered on a Low analysis (not void) with no addition yet, to those who may record chemical uses. */
import { useState } from 'react';
import { Button } from '@mui/material';
import ScienceIcon from '@mui/icons-material/Science';
import { useRecordContext, useTranslate } from 'react-admin';
import { additionRequest } from '../../../resources/forms/bath-addition';
import { can } from '../../providers/authProvider';
import { RecordAdditionDialog } from './RecordAdditionDialog';

export function RecordAdditionButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record || record.flag !== 'low' || record.addition || record.voided || !can(additionRequest.permission))
    return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} startIcon={<ScienceIcon />} size="small">
        {translate('custom.bath.record')}
      </Button>
      {open && <RecordAdditionDialog analysis={record} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * "Void" on an analysis recorded by mistake (docs/domain-rules.md#bath-control): offered while it stands, to those
 * who may edit chemistry; the dialog confirms and asks why. The analysis stays, marked void.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext, useTranslate } from 'react-admin';
import analysisVoid from '../../../resources/forms/bath-analysis-void';
import { recordActions } from '../../providers/record-actions';
import { can } from '../../providers/authProvider';
import { useFormat } from '../../views/fields/useFormat';
import { VoidDialog } from '../shared/VoidDialog';

export function VoidAnalysisButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { number } = useFormat();
  const [open, setOpen] = useState(false);
  if (!record || record.voided || !can(analysisVoid.permission)) return null;
  const named = { parameter: record.parameter, value: `${number(record.value)} ${record.unit ?? ''}`.trim() };
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        startIcon={<BlockIcon />}
        size="small"
        color="error"
        aria-label={translate('custom.bath.voidLabel')}
      >
        {translate('custom.bath.void')}
      </Button>
      {open && (
        <VoidDialog
          request={analysisVoid}
          title={translate('custom.bath.voidTitle', named)}
          help={translate('custom.bath.voidHelp')}
          confirm="custom.bath.void"
          done="custom.bath.voided"
          onClose={() => setOpen(false)}
          send={(data) => recordActions.voidAnalysis(record.id, data)}
        />
      )}
    </>
  );
}

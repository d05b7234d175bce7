/**
 * The addition a Low analysis proposes, with the stock before and after, and its date and notes
 * (the form derives from resources/bath-additions.ts). The server records the use and links it, or
 * refuses (short stock) and writes nothing.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, SaveButton, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { additionRequest } from '../../../resources/forms/bath-addition';
import type { AdditionProposal } from '../../../resources/kit/addition-proposal';
import { writableFields } from '../../../resources/kit/derive';
import { formDefaults } from '../../../resources/kit/form-defaults';
import { recordActions } from '../../providers/record-actions';
import { pickWritable } from '../../providers/dataProvider';
import { useFormat } from '../../views/fields/useFormat';
import { fieldInput } from '../../views/fields/FieldInput';
import { useRecordValidator } from '../../views/useRecordValidator';
import { PageDialog } from '../shared/PageDialog';

interface Props {
  analysis: RaRecord;
  onClose: () => void;
}

export function RecordAdditionDialog({ analysis, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { quantity } = useFormat();
  const validate = useRecordValidator(additionRequest);
  const [proposal, setProposal] = useState<AdditionProposal | { error: string } | null>(null);
  useEffect(() => {
    recordActions
      .additionProposal(analysis.id)
      .then(setProposal, (error: Error) => setProposal({ error: error.message }));
  }, [analysis.id]);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await recordActions.recordAddition(analysis.id, pickWritable(additionRequest, values));
      notify('custom.bath.recorded', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const ready = proposal && !('error' in proposal) ? proposal : null;
  return (
    <PageDialog titleId="record-addition-title" onClose={onClose}>
      <Form onSubmit={submit} validate={validate} record={formDefaults(additionRequest)}>
        <DialogTitle id="record-addition-title">
          {translate('custom.bath.proposalTitle', { parameter: analysis.parameter })}
        </DialogTitle>
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          {proposal && 'error' in proposal && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {proposal.error}
            </Alert>
          )}
          {ready && (
            <>
              <Typography variant="subtitle1" component="p" data-testid="proposal">
                {translate('custom.bath.proposal', {
                  quantity: quantity(ready.quantity, null),
                  unit: ready.unit,
                  chemical: ready.chemicalName,
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('custom.bath.stockNow', { stock: quantity(ready.stock, null), unit: ready.unit })}
              </Typography>
              <Typography
                variant="body2"
                color={ready.stock < ready.quantity ? 'error' : 'text.secondary'}
                sx={{ mb: 2 }}
              >
                {translate('custom.bath.stockAfter', {
                  stock: quantity(ready.stock - ready.quantity, null),
                  unit: ready.unit,
                })}
              </Typography>
            </>
          )}
          {writableFields(additionRequest).map(([name, field]) =>
            fieldInput(
              name,
              field,
              translate(`resources.${additionRequest.name}.fields.${name}`),
              additionRequest.name,
            ),
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="custom.bath.record" disabled={!ready} alwaysEnable={Boolean(ready)} />
        </DialogActions>
      </Form>
    </PageDialog>
  );
}

/**
 * "Void" a record that stays in the books (an invoice, a bath analysis): a confirmation naming the record and
 * what voiding does, and the reason, required (its form and validation derive from `request`). Nothing is sent
 * until the reason is given and Void is pressed; a refusal is told and the dialog stays open.
 */
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import { writableFields } from '../../../resources/kit/derive';
import { formDefaults } from '../../../resources/kit/form-defaults';
import type { FormDefinition } from '../../../resources/kit/types';
import { pickWritable } from '../../providers/dataProvider';
import { fieldInput } from '../../views/fields/FieldInput';
import { useRecordValidator } from '../../views/useRecordValidator';
import { PageDialog } from './PageDialog';

interface VoidDialogProps {
  /** The declaration of what is asked (the reason). */
  request: FormDefinition;
  title: string;
  help: string;
  /** The confirming button's label key. */
  confirm: string;
  /** The success message's key. */
  done: string;
  send: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

export function VoidDialog({ request, title, help, confirm, done, send, onClose }: VoidDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const validate = useRecordValidator(request);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await send(pickWritable(request, values));
      notify(done, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <PageDialog titleId="void-title" onClose={onClose}>
      <Form onSubmit={submit} validate={validate} record={formDefaults(request)}>
        <DialogTitle id="void-title">{title}</DialogTitle>
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <DialogContentText sx={{ mb: 2 }}>{help}</DialogContentText>
          {writableFields(request).map(([name, field]) =>
            fieldInput(name, field, translate(`resources.${request.name}.fields.${name}`), request.name),
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={confirm} alwaysEnable />
        </DialogActions>
      </Form>
    </PageDialog>
  );
}

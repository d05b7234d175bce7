/**
 * The tests the chosen specification requires that the tests rows lack, which the server would refuse
 * (validation.inspectionTestsMissing), with a button adding a row for each.
 */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { missingTests } from '../../../resources/kit/inspection-results';
import { useThicknessRange } from './useThicknessRange';

type Row = { test?: unknown } | null | undefined;

export function MissingTests() {
  const translate = useTranslate();
  const form = useFormContext();
  const rows = useWatch({ name: 'tests' }) as Row[] | null | undefined;
  const { range } = useThicknessRange();
  const given = (rows ?? []).map((row) => String(row?.test ?? ''));
  const missing = missingTests(range?.requiredTests ?? [], given);
  if (!missing.length) return null;
  const names = missing.map((test) => translate(`choices.specificationTest.${test}.label`)).join(', ');
  const addRows = () =>
    form.setValue(
      'tests',
      [...(rows ?? []), ...missing.map((test) => ({ test, result: null, value: null, notes: null }))],
      { shouldDirty: true },
    );
  return (
    // The button under the text: beside it, a phone's narrow alert wrapped it to a word a line.
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}>
      <div>{translate('custom.inspection.testsMissing', { tests: names })}</div>
      <Button color="inherit" size="small" onClick={addRows} sx={{ display: 'block', mt: 0.5, ml: -0.5 }}>
        {translate('custom.inspection.addTests')}
      </Button>
    </Alert>
  );
}

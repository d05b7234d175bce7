/**
 * The list's period as the fiscal-period form declares it (resources/forms/fiscal-period.ts): each
 * day typed as the interface language writes it, checked as typed; a whole period is asked for at
 * once, and the server's refusal (a period backwards or too long) shows under its field.
 */
import { useEffect } from 'react';
import { Stack } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import fiscalPeriod from '../../../resources/forms/fiscal-period';
import { fieldInput } from '../../views/fields/FieldInput';
import { useRecordValidator } from '../../views/useRecordValidator';

export interface Period {
  from: string;
  to: string;
}

const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const names = Object.keys(fiscalPeriod.fields) as (keyof Period)[];

function PeriodFields({
  onPeriod,
  refusals,
}: {
  onPeriod: (period: Period) => void;
  refusals: Record<string, string>;
}) {
  const translate = useTranslate();
  const [from, to] = useWatch({ name: names }) as unknown[];
  const { setError, clearErrors } = useFormContext();
  useEffect(() => {
    if (typeof from === 'string' && typeof to === 'string' && WHOLE_DAY.test(from) && WHOLE_DAY.test(to))
      onPeriod({ from, to });
  }, [from, to, onPeriod]);
  useEffect(() => {
    for (const name of names)
      if (refusals[name]) setError(name, { type: 'server', message: refusals[name] });
      else clearErrors(name);
  }, [refusals, setError, clearErrors]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      {names.map((name) =>
        fieldInput(
          name,
          fiscalPeriod.fields[name],
          translate(`resources.${fiscalPeriod.name}.fields.${name}`),
          fiscalPeriod.name,
        ),
      )}
    </Stack>
  );
}

export function PeriodInputs(props: {
  initial: Period;
  onPeriod: (period: Period) => void;
  refusals: Record<string, string>;
}) {
  const validate = useRecordValidator(fiscalPeriod);
  return (
    <Form defaultValues={props.initial} validate={validate} mode="onChange">
      <PeriodFields onPeriod={props.onPeriod} refusals={props.refusals} />
    </Form>
  );
}

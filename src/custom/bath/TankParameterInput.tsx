/**
 * An analysis's parameter: one of the chosen tank's declared parameters (its `parameters` rows), so the
 * chemist picks rather than types. The server still refuses a name the tank lacks (server/services/baths/).
 */
import { useEffect, useMemo } from 'react';
import { SelectInput, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { resources } from '../../../resources';

interface TankParameterInputProps {
  label: string;
  tankSource?: string;
  source?: string;
}

// A tank's parameters rows (resources/tank.ts) and each row's name.
const rowsField = 'parameters';
const nameField = 'parameter';

export function TankParameterInput({ label, tankSource = 'tank', source = 'parameter' }: TankParameterInputProps) {
  const translate = useTranslate();
  const tankId = useWatch({ name: tankSource }) as string | null | undefined;
  const { data: tank, isFetching } = useGetOne(resources.tank.name, { id: tankId ?? '' }, { enabled: Boolean(tankId) });
  const choices = useMemo(() => {
    const rows = (tank?.id === tankId ? (tank?.[rowsField] as Record<string, unknown>[] | undefined) : undefined) ?? [];
    return rows.map((row) => ({ id: String(row[nameField]), name: `${String(row[nameField])} (${String(row.unit)})` }));
  }, [tank, tankId]);

  // Another tank's parameter is no answer for this one: cleared when the tank changes.
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (isFetching || !tankId) return;
    const current = getValues(source) as string | null | undefined;
    if (current && !choices.some((choice) => choice.id === current)) setValue(source, null, { shouldDirty: true });
  }, [choices, isFetching, tankId, getValues, setValue, source]);

  const helperText = !tankId
    ? translate('custom.bath.chooseTankFirst')
    : !isFetching && choices.length === 0
      ? translate('custom.bath.noParameters')
      : undefined;
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      disabled={!tankId || choices.length === 0}
      helperText={helperText}
      emptyText=""
      // The hint says why the input is off: written in the readable secondary colour, not the disabled grey.
      sx={{ minWidth: 240, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
    />
  );
}

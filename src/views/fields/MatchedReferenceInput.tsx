/**
 * A reference input whose field `matches` others (a packing list's job matches its shipper): once
 * the form holds those, its options are only records naming the same ones, the jobs of that shipper,
 * the parts of that customer. The server refuses a mismatch anyway; this keeps it from being offered.
 */
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { ReferenceInput, useSourceContext } from 'react-admin';
import type { ReferenceField } from '../../../resources/kit/types';
import { autocompleteFilter } from '../../providers/dataProvider';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';

interface MatchedReferenceInputProps {
  source: string;
  label: string;
  field: ReferenceField & { matches: readonly string[] };
  [prop: string]: unknown;
}

export function MatchedReferenceInput({ field, ...common }: MatchedReferenceInputProps) {
  const sourceContext = useSourceContext();
  const values: unknown[] = useWatch({ name: field.matches.map((name) => sourceContext.getSource(name)) });
  const key = JSON.stringify(values);
  const filter = useMemo(() => {
    const within = Object.fromEntries(
      field.matches.flatMap((name, i) => (typeof values[i] === 'string' && values[i] ? [[name, values[i]]] : [])),
    );
    return Object.keys(within).length ? { ...autocompleteFilter, within } : autocompleteFilter;
    // The values' text is the dependency: useWatch answers a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, field]);
  return (
    <ReferenceInput {...common} reference={field.resource} filter={filter}>
      <ReferenceAutocomplete field={field} label={common.label} />
    </ReferenceInput>
  );
}

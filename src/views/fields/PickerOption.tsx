/**
 * One option of a reference picker whose resource declares `picker` (resources/kit/types.ts): its
 * label, what a clerk decides by (customer, part, PO, date) and, on open work, a chip saying so.
 */
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources';
import { formatCell } from './format-cell';
import { useFormat } from './useFormat';

export interface PickerChoice {
  id: string;
  label: string;
  details?: Record<string, unknown>;
  open?: boolean;
  left?: number;
}

/** Text and numbers say what they are ("PO 4501", "Quantity 5"); a name or a date speaks for itself. */
const speaksForItself = new Set(['reference', 'date', 'datetime']);

interface PickerOptionProps {
  resource: ResourceDefinition;
  /** The option; react-admin's AutocompleteInput gives it as the record context instead. */
  choice?: PickerChoice;
  /** Before the label, as the input writes it ("#" before a number on the pages that print it so). */
  prefix?: string;
}

export function PickerOption({ resource, choice: given, prefix = '' }: PickerOptionProps) {
  const fromContext = useRecordContext<PickerChoice>();
  const choice = given ?? fromContext;
  const translate = useTranslate();
  const formats = useFormat();
  if (!choice) return null;
  const details = (resource.picker?.show ?? []).flatMap((name) => {
    const field = resource.fields[name];
    const value = choice.details?.[name];
    if (value === null || value === undefined || value === '') return [];
    const text = field.type === 'reference' ? String(value) : formatCell(translate, field, value, formats);
    return [
      speaksForItself.has(field.type) ? text : `${translate(`resources.${resource.name}.fields.${name}`)} ${text}`,
    ];
  });
  // The chip beside the label, the details under both at full width: on a phone they keep their lines.
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {prefix}
          {choice.label}
        </Typography>
        {choice.open && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={translate(`entities.${resource.name}.picker.open`, {
              smart_count: choice.left ?? 0,
              count: formats.number(choice.left ?? 0),
            })}
          />
        )}
      </Box>
      {details.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {details.join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

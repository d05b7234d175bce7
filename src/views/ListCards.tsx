/**
 * A list's rows on a phone, one card each (resources/kit/card.ts): the record's name and whose it
 * is, a line or two of labelled values, a status chip; the grid's selection and bulk actions too.
 * A name wraps between words, never inside one ("Autopeças Itaú", not "Autopeç/as").
 */
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardActionArea,
  Checkbox,
  Chip,
  FormControlLabel,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import {
  BulkActionsToolbar,
  Link,
  ListNoResults,
  RecordContextProvider,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ResourceDefinition } from '../../resources';
import { cardOf } from '../../resources/kit/card';
import { viewUrl } from '../../resources/kit/derive';
import { CardValue, hasValue } from './fields/CardValue';
import { ChoiceText } from './fields/ChoiceText';

interface ListCardsProps {
  resource: ResourceDefinition;
  /** The grid's bulk action buttons; false: nothing to select for. */
  bulkActionButtons: ReactNode | false;
  isRowSelectable?: (record: RaRecord) => boolean;
  /** The card opens the record. */
  canShow: boolean;
}

const wrapWords = { overflowWrap: 'break-word', wordBreak: 'normal', minWidth: 0 } as const;

export function ListCards({ resource, bulkActionButtons, isRowSelectable, canShow }: ListCardsProps) {
  const translate = useTranslate();
  const { data, isPending, selectedIds, onToggleItem, onSelect } = useListContext();
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  if (!data?.length) return <ListNoResults resource={resource.name} />;
  const selectable = bulkActionButtons !== false;
  const choosable = data.filter((record) => isRowSelectable?.(record) ?? true).map((record) => record.id);
  const allChosen = choosable.length > 0 && choosable.every((id) => selectedIds.includes(id));
  return (
    <Box>
      {selectable && (
        // The toolbar lies over this row once something is chosen, as it lies over the grid's header.
        <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
      )}
      {selectable && (
        <Stack direction="row" alignItems="center" sx={{ px: 1, minHeight: 48 }}>
          <FormControlLabel
            label={translate('list.selectAllRows', { smart_count: choosable.length })}
            slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
            control={
              <Checkbox
                checked={allChosen}
                disabled={choosable.length === 0}
                onChange={() => onSelect(allChosen ? [] : choosable)}
              />
            }
          />
        </Stack>
      )}
      <Stack
        component="ul"
        aria-label={translate(`resources.${resource.name}.name`, { smart_count: 2 })}
        spacing={1}
        sx={{ listStyle: 'none', m: 0, px: 1, pb: 1 }}
      >
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Box component="li">
              <RecordCard
                resource={resource}
                record={record}
                chosen={selectable ? selectedIds.includes(record.id) : undefined}
                choosable={isRowSelectable?.(record) ?? true}
                onChoose={() => onToggleItem(record.id)}
                canShow={canShow}
              />
            </Box>
          </RecordContextProvider>
        ))}
      </Stack>
    </Box>
  );
}

interface RecordCardProps {
  resource: ResourceDefinition;
  record: RaRecord;
  /** Undefined: no checkbox. */
  chosen: boolean | undefined;
  choosable: boolean;
  onChoose: () => void;
  canShow: boolean;
}

function RecordCard({ resource, record, chosen, choosable, onChoose, canShow }: RecordCardProps) {
  const translate = useTranslate();
  const card = cardOf(resource);
  const name = card.primary
    .filter((field) => hasValue(resource.fields[field], record, field))
    .map((field) => <CardValue key={field} name={field} field={resource.fields[field]} record={record} />);
  const statusField = card.status ? resource.fields[card.status] : undefined;
  const body = (
    <Box sx={{ p: 1.5, width: '100%' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1}>
        <Typography component="div" fontWeight={600} sx={wrapWords}>
          {joined(name)}
        </Typography>
        {statusField?.type === 'choice' && record[card.status!] ? (
          <Chip
            size="small"
            variant="outlined"
            label={<ChoiceText field={statusField} value={record[card.status!]} />}
          />
        ) : null}
      </Stack>
      {[card.secondary, card.tertiary].map((line, index) => (
        <CardLine key={index} resource={resource} record={record} names={line} />
      ))}
    </Box>
  );
  const label = String(record[resource.labelField] ?? '');
  return (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
      {chosen !== undefined && (
        <Checkbox
          checked={chosen}
          disabled={!choosable}
          onChange={onChoose}
          sx={{ mt: 0.5 }}
          slotProps={{ input: { 'aria-label': translate('list.selectRow', { label }) } }}
        />
      )}
      {canShow ? (
        <CardActionArea component={Link} to={viewUrl(resource, record.id)} sx={{ minWidth: 0 }}>
          {body}
        </CardActionArea>
      ) : (
        <Box sx={{ minWidth: 0, flex: 1 }}>{body}</Box>
      )}
    </Card>
  );
}

function CardLine({ resource, record, names }: { resource: ResourceDefinition; record: RaRecord; names: string[] }) {
  const translate = useTranslate();
  const shown = names.filter((name) => hasValue(resource.fields[name], record, name));
  if (shown.length === 0) return null;
  return (
    <Typography component="div" variant="body2" color="text.secondary" sx={{ ...wrapWords, mt: 0.5 }}>
      {joined(
        shown.map((name) => (
          // A label and its value go to the next line together, not "Due" on one and "date" on the next.
          <Box component="span" key={name} sx={{ display: 'inline-block' }}>
            {translate(`resources.${resource.name}.fields.${name}`)}
            {resource.fields[name]?.type === 'boolean' ? null : ' '}
            {resource.fields[name]?.type === 'boolean' ? null : (
              <Box component="span" sx={{ color: 'text.primary' }}>
                <CardValue name={name} field={resource.fields[name]} record={record} />
              </Box>
            )}
          </Box>
        )),
      )}
    </Typography>
  );
}

/** Values with a dot between them, each kept whole on its line. */
function joined(parts: ReactNode[]): ReactNode[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [' · ', part]));
}

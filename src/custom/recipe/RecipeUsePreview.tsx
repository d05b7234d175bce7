/**
 * What the chosen batches will take from stock, chemical by chemical, with each one's stock now
 * and after, before anything is written; a chemical that would go below zero says how much is missing.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useFormat } from '../../views/fields/useFormat';
import { stockNeeds, type NeedChemical, type NeedIngredient } from '../../../resources/kit/chemistry-needs';

export function RecipeUsePreview({ recipe }: { recipe: RaRecord }) {
  const translate = useTranslate();
  const format = useFormat();
  const quantity = (value: number, unit: string) => format.quantity(value, unit);
  // A quantity never breaks from its unit (nowrap cells); "faltam 6,9 kg" may break before the quantity only.
  const unbroken = (text: string) => text.replace(/ /g, '\u00a0');
  const batches = Number(useWatch({ name: 'batches' }));
  const rows = (Array.isArray(recipe.ingredients) ? recipe.ingredients : []) as NeedIngredient[];
  const ids = [...new Set(rows.map((row) => row.chemical))];
  const { data = [] } = useGetList(
    'chemical',
    { filter: { id: ids }, pagination: { page: 1, perPage: ids.length || 1 } },
    { enabled: ids.length > 0 },
  );
  if (!Number.isInteger(batches) || batches < 1 || !rows.length) return null;
  const chemicals = new Map<string, NeedChemical>(
    data.map((c) => [String(c.id), { name: c.name, unit: c.unit, stock: c.stock }]),
  );
  const needs = stockNeeds(rows, batches, chemicals);
  const title = translate('custom.recipe.willUse');
  const head = ['previewChemical', 'previewTakes', 'previewBefore', 'previewAfter'];
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {/* On a phone the four columns fit with narrow gutters; a long chemical name wraps, and what still does not fit scrolls. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={title}
          sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } }, '& td.quantity': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              {head.map((key) => (
                <TableCell key={key}>{translate(`custom.recipe.${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {needs.map((need) => (
              <TableRow key={need.chemical}>
                <TableCell>{need.name}</TableCell>
                <TableCell className="quantity">{quantity(need.takes, need.unit)}</TableCell>
                <TableCell className="quantity">{quantity(need.before, need.unit)}</TableCell>
                <TableCell
                  className={need.missing > 0 ? undefined : 'quantity'}
                  sx={need.missing > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}
                >
                  {need.missing > 0
                    ? translate('custom.recipe.previewShort', { missing: unbroken(quantity(need.missing, need.unit)) })
                    : quantity(need.after, need.unit)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}

/** What the chosen batches will take from stock, ingredient by ingredient, before anything is written. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';

export function RecipeUsePreview({ recipe }: { recipe: RaRecord }) {
  const translate = useTranslate();
  const batches = Number(useWatch({ name: 'batches' }));
  const rows = (Array.isArray(recipe.ingredients) ? recipe.ingredients : []) as { chemical: string; quantity: number; unit: string }[];
  if (!Number.isInteger(batches) || batches < 1 || !rows.length) return null;
  const labels = (recipe.labels?.ingredients ?? []) as ({ chemical?: string } | null)[];
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{translate('custom.recipe.willUse')}</Typography>
      <List dense aria-label={translate('custom.recipe.willUse')}>
        {rows.map((row, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText primary={`${labels[index]?.chemical ?? row.chemical}: ${+(row.quantity * batches).toFixed(3)} ${row.unit}`} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

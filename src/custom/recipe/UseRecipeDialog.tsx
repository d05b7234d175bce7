/**
 * Batches, date and tank for "Use recipe"; its form derives from resources/recipe-use.ts. The
 * server writes every use or none, so a refusal (one ingredient short) leaves stock as it was.
 */
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCallback } from 'react';
import { Form, SaveButton, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import recipeUse from '../../../resources/forms/recipe-use';
import { writableFields } from '../../../resources/kit/derive';
import { formDefaults } from '../../../resources/kit/form-defaults';
import { dataProvider, pickWritable } from '../../providers/dataProvider';
import { fieldInput } from '../../views/fields/FieldInput';
import { useApiSave } from '../../views/useApiSave';
import { useRecordValidator } from '../../views/useRecordValidator';
import { RecipeUsePreview } from './RecipeUsePreview';
import { PageDialog } from '../shared/PageDialog';

interface UseRecipeDialogProps {
  recipe: RaRecord;
  onClose: () => void;
}

export function UseRecipeDialog({ recipe, onClose }: UseRecipeDialogProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const validate = useRecordValidator(recipeUse);
  const use = useCallback(
    (values: Record<string, unknown>) => dataProvider.useRecipe(recipe.id, pickWritable(recipeUse, values)),
    [recipe.id],
  );
  const onSaved = useCallback(() => {
    refresh();
    onClose();
  }, [refresh, onClose]);
  const submit = useApiSave(use, {
    success: (answer) => ({
      message: 'custom.recipe.used',
      options: { messageArgs: { smart_count: answer.rows.length } },
    }),
    onSaved,
  });
  return (
    <PageDialog titleId="use-recipe-title" onClose={onClose}>
      <Form onSubmit={submit} validate={validate} record={formDefaults(recipeUse)}>
        <DialogTitle id="use-recipe-title">
          {translate('custom.recipe.useTitle', { recipe: recipe.recipe })}
        </DialogTitle>
        {/* Room above the first input's floating label; on a phone the preview table scrolls inside, the buttons stay on screen. */}
        <DialogContent sx={{ '&&': { pt: 1 }, overflowX: 'auto' }}>
          {writableFields(recipeUse).map(([name, field]) =>
            fieldInput(name, field, translate(`resources.${recipeUse.name}.fields.${name}`), recipeUse.name),
          )}
          <RecipeUsePreview recipe={recipe} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="custom.recipe.useSubmit" alwaysEnable />
        </DialogActions>
      </Form>
    </PageDialog>
  );
}

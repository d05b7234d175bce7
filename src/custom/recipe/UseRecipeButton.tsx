/** "Use recipe": offered to those who may record chemical uses, since that is what it writes. */
import { useState } from 'react';
import { Button } from '@mui/material';
import ScienceIcon from '@mui/icons-material/Science';
import { useRecordContext, useTranslate } from 'react-admin';
import recipeUse from '../../../resources/forms/recipe-use';
import { can } from '../../providers/authProvider';
import { UseRecipeDialog } from './UseRecipeDialog';

export function UseRecipeButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record || !can(recipeUse.permission)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} startIcon={<ScienceIcon />} size="small">
        {translate('custom.recipe.use')}
      </Button>
      {open && <UseRecipeDialog recipe={record} onClose={() => setOpen(false)} />}
    </>
  );
}

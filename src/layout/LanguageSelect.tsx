import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { locales } from '../../i18n/locales';
import { changeLocale, currentLocale } from '../providers/locale';

/** Stores the choice and reloads the page (docs/product-spec.md#areas-and-languages). */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.language')}
      value={currentLocale()}
      onChange={(e) => changeLocale(e.target.value as (typeof locales)[number])}
      sx={compact ? { minWidth: 150, '& .MuiInputBase-root': { color: 'inherit' } } : undefined}
    >
      {locales.map((locale) => (
        <MenuItem key={locale} value={locale}>
          {translate(`app.languages.${locale}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

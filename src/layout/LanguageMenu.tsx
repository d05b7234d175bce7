/** The header's language switch: stores the choice and reloads. */
import { useState } from 'react';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate } from 'ra-core';
import { locales } from '../../i18n/locales';
import { changeLocale, currentLocale } from '../providers/locale';

export function LanguageMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={translate('app.language')}>
        <IconButton color="inherit" aria-label={translate('app.language')} onClick={(e) => setAnchor(e.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((locale) => (
          <MenuItem key={locale} selected={locale === currentLocale()} onClick={() => changeLocale(locale)}>
            {translate(`app.languages.${locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

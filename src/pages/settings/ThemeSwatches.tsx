/** The 12 themes as colour swatches: one radio each, named by its translated theme name. */
import CheckIcon from '@mui/icons-material/Check';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isThemeName, themeNames, type ThemeMode, type ThemeName } from '../../../resources/kit/settings';
import { primaryColors } from '../../layout/theme-palettes';

function Swatch({ theme, mode, checked }: { theme: ThemeName; mode: ThemeMode; checked?: boolean }) {
  // The colour as it will really look in the chosen mode, not the preset's raw hex.
  const { main, contrastText } = primaryColors(theme, mode);
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: main,
        color: contrastText,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        outline: checked ? '2px solid' : 'none',
        outlineColor: 'text.primary',
        outlineOffset: 2,
      }}
    >
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}

export interface ThemeSwatchesProps {
  value: ThemeName;
  mode: ThemeMode;
  onChange: (theme: ThemeName) => void;
}

export function ThemeSwatches({ value, mode, onChange }: ThemeSwatchesProps) {
  const translate = useTranslate();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{translate('settings.fields.theme')}</FormLabel>
      <RadioGroup
        row
        name="theme"
        value={value}
        onChange={(event) => isThemeName(event.target.value) && onChange(event.target.value)}
      >
        {themeNames.map((theme) => (
          <FormControlLabel
            key={theme}
            value={theme}
            sx={{ minWidth: 160, my: 0.5 }}
            control={
              <Radio
                icon={<Swatch theme={theme} mode={mode} />}
                checkedIcon={<Swatch theme={theme} mode={mode} checked />}
              />
            }
            label={translate(`settings.colors.${theme}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * /settings, "Bath control" (saved with the theme): the days after which a tank's last analysis is stale (docs/domain-rules.md#chemistry).
 * The text is kept as typed, so a half-typed number is not replaced; the server checks it again.
 */
import { InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { analysisStaleDaysRange, isAnalysisStaleDays } from '../../../resources/kit/settings';

interface StaleDaysSettingProps {
  value: number;
  /** A whole number typed, or NaN while the text is not one. */
  onChange: (days: number) => void;
}

/** NaN unless the text is digits only (Number('') and Number('1e2') would pass). */
const daysOf = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function StaleDaysSetting({ value, onChange }: StaleDaysSettingProps) {
  const translate = useTranslate();
  const [text, setText] = useState(String(value));
  const invalid = !isAnalysisStaleDays(daysOf(text));
  const label = translate('settings.fields.analysisStaleDays');
  return (
    <Stack spacing={2} component="section" aria-labelledby="bath-settings-title">
      <Typography id="bath-settings-title" variant="h6" component="h2">
        {translate('settings.baths.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('settings.baths.hint')}
      </Typography>
      <TextField
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(daysOf(event.target.value));
        }}
        error={invalid}
        helperText={invalid ? translate('settings.errors.analysisStaleDays', analysisStaleDaysRange) : ' '}
        slotProps={{
          htmlInput: { inputMode: 'numeric', min: analysisStaleDaysRange.min, max: analysisStaleDaysRange.max },
          input: { endAdornment: <InputAdornment position="end">{translate('settings.baths.days')}</InputAdornment> },
        }}
        sx={{ maxWidth: 360 }}
      />
    </Stack>
  );
}

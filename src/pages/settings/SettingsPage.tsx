/**
 * /settings (permission settingsEdit): the shop-wide theme and light/dark mode, the days before a tank's analysis is stale,
 * then the company profile. Saving applies the
 * theme at once, shows the spec's message and reloads the page 3 s later (docs/domain-rules.md#settings).
 */
import SaveIcon from '@mui/icons-material/Save';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { analysisStaleDaysRange, isAnalysisStaleDays, type ShopSettings } from '../../../resources/kit/settings';
import { loadShopSettings, saveShopSettings, setShopSettings } from '../../providers/shop-settings';
import { StaleDaysSetting } from '../../custom/bath/StaleDaysSetting';
import { CompanyProfileForm } from './CompanyProfileForm';
import { ThemePreview } from './ThemePreview';
import { ThemeSwatches } from './ThemeSwatches';

/** docs/product-spec.md#constants. */
export const SETTINGS_RELOAD_MS = 3000;

const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'errors.defaultMessage';
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

export default function SettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ShopSettings | null>(null);
  const [saving, setSaving] = useState(false);

  // Fresh from the server, not the cache: another owner may have changed them. docs/product-spec.md#navigation-after-actions: failing that, go home.
  useEffect(() => {
    let live = true;
    loadShopSettings().then(
      (settings) => live && setDraft(settings),
      (error: unknown) => {
        if (!live) return;
        notify(messageOf(error), { type: 'error' });
        navigate('/', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [notify, navigate]);

  if (!draft) return <Loading />;

  const save = async () => {
    // The field already shows why; nothing is sent until it holds a whole number in range.
    if (!isAnalysisStaleDays(draft.analysisStaleDays)) {
      notify('settings.errors.analysisStaleDays', { type: 'error', messageArgs: analysisStaleDaysRange });
      return;
    }
    setSaving(true);
    try {
      // The new theme shows at once (react-admin takes a new theme prop live); the spec's reload still follows.
      setShopSettings(await saveShopSettings(draft));
      notify('settings.save.success', { type: 'success', messageArgs: { smart_count: SETTINGS_RELOAD_MS / 1000 } });
      // Stays "saving" until the reload, so the form cannot be sent twice.
      setTimeout(() => window.location.reload(), SETTINGS_RELOAD_MS);
    } catch (error) {
      setSaving(false);
      notify(messageOf(error), { type: 'error' });
      // docs/product-spec.md#errors-and-messages: a 400 stays here as the toast; 403 and server failures have their own pages.
      const status = statusOf(error);
      if (status === 403) navigate('/403');
      else if (!status || status >= 500) navigate('/500');
    }
  };

  return (
    <>
      <Card sx={{ mt: 2 }} component="section" aria-labelledby="appearance-title">
        <Title title={translate('app.settings')} />
        <CardContent>
          <Stack spacing={3}>
            <Typography id="appearance-title" variant="h6" component="h2">
              {translate('settings.appearance')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('settings.hint')}
            </Typography>
            <ThemeSwatches value={draft.theme} mode={draft.mode} onChange={(theme) => setDraft({ ...draft, theme })} />
            <FormControlLabel
              sx={{ alignSelf: 'flex-start' }}
              control={
                <Switch
                  checked={draft.mode === 'dark'}
                  onChange={(event) => setDraft({ ...draft, mode: event.target.checked ? 'dark' : 'light' })}
                />
              }
              label={translate('settings.fields.darkMode')}
            />
            <ThemePreview settings={draft} />
            <Divider />
            <StaleDaysSetting
              value={draft.analysisStaleDays}
              onChange={(analysisStaleDays) => setDraft({ ...draft, analysisStaleDays })}
            />
            <FormControlLabel
              sx={{ alignSelf: 'flex-start' }}
              control={
                <Switch
                  checked={draft.analysisInstrumentRequired}
                  onChange={(event) => setDraft({ ...draft, analysisInstrumentRequired: event.target.checked })}
                />
              }
              label={translate('settings.fields.analysisInstrumentRequired')}
            />
          </Stack>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </CardActions>
      </Card>
      <CompanyProfileForm />
    </>
  );
}

/**
 * /settings' company profile (owner only): what documents print as letterhead, money, remit-to and
 * certificate signatory, in the declaration's own form (resources/company-profile.ts).
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, ResourceContextProvider, useNotify, useTranslate } from 'react-admin';
import companyProfile from '../../../resources/singletons/company-profile';
import { dataProvider, pickWritable } from '../../providers/dataProvider';
import { loadShopSettings } from '../../providers/shop-settings';
import { ResourceForm } from '../../views/ResourceForm';
import { useApiSave } from '../../views/useApiSave';

type Profile = Record<string, unknown>;

/** Its selects' labels are long ("Idioma dos documentos *"): wide enough not to clip them, even on a phone. */
const selectsFitLabels = { '& .MuiFormControl-root:has(.MuiSelect-select)': { minWidth: 250 } } as const;

const saveProfile = (values: Profile) => dataProvider.updateCompanyProfile(pickWritable(companyProfile, values));

export function CompanyProfileForm() {
  const translate = useTranslate();
  const notify = useNotify();
  // One object per answer: a new one each render would reset what the owner typed.
  const [record, setRecord] = useState<Profile | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.companyProfile().then(
      (answer) => live && setRecord(answer),
      (error: unknown) => live && notify((error as Error).message || 'errors.defaultMessage', { type: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [notify]);
  // The currency and "filled in" every screen reads are refreshed at once.
  const onSaved = useCallback((answer: Profile) => {
    setRecord(answer);
    void loadShopSettings().catch(() => undefined);
  }, []);
  const save = useApiSave(saveProfile, { success: 'settings.profile.saved', onSaved });
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="company-profile-title" id="company-profile">
      <CardContent sx={{ pb: 0 }}>
        <Typography id="company-profile-title" variant="h6" component="h2">
          {translate('settings.profile.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('settings.profile.hint')}
        </Typography>
      </CardContent>
      {record ? (
        // File inputs upload to files/companyProfile/<field>.
        <ResourceContextProvider value={companyProfile.name}>
          <Box sx={selectsFitLabels}>
            <ResourceForm resource={companyProfile} record={record} onSubmit={save} />
          </Box>
        </ResourceContextProvider>
      ) : (
        <Loading />
      )}
    </Card>
  );
}

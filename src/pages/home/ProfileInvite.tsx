/** Until the company profile has its name and address, the owner is asked for it: documents print it as their letterhead. */
import { Alert, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { can } from '../../providers/authProvider';
import { useShopSettings } from '../../providers/shop-settings';

export function ProfileInvite() {
  const translate = useTranslate();
  const { profileFilled } = useShopSettings();
  if (profileFilled || !can('settingsEdit')) return null;
  return (
    <Alert
      severity="info"
      sx={{
        my: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } },
      }}
      action={
        <Button component={Link} to="/settings#company-profile" color="inherit" variant="outlined" size="small">
          {translate('settings.profile.action')}
        </Button>
      }
    >
      {translate('settings.profile.invite')}
    </Alert>
  );
}

/** The screens this user may open, as buttons. */
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { menuEntries, offeredInShop } from '../../layout/menu-entries';
import { menuIcon } from '../../layout/menu-icons';
import { can } from '../../providers/authProvider';
import { useShopSettings } from '../../providers/shop-settings';

export function QuickLinks() {
  const translate = useTranslate();
  const { country } = useShopSettings();
  const links = menuEntries.filter(
    (entry) => entry.path !== '/' && can(entry.permission) && offeredInShop(entry, country),
  );
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('home.quickLinks')}
      </Typography>
      <Stack direction="row" gap={2} flexWrap="wrap">
        {links.map((entry) => {
          const Icon = menuIcon(entry.icon);
          return (
            <Button key={entry.path} component={Link} to={entry.path} variant="outlined" startIcon={<Icon />}>
              {translate(entry.label, entry.labelArgs)}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}

/** The screens this user may open, as buttons. */
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { menuEntries } from '../../layout/menu-entries';
import { menuIcon } from '../../layout/menu-icons';
import { can } from '../../providers/authProvider';

export function QuickLinks() {
  const translate = useTranslate();
  const links = menuEntries.filter((entry) => entry.path !== '/' && can(entry.permission));
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

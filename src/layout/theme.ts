/** The MUI theme; the shop-wide colour choice (settings) arrives with the settings screen. */
import { createTheme } from '@mui/material/styles';

export function appTheme() {
  return createTheme({
    palette: { primary: { main: '#1565c0' }, secondary: { main: '#37474f' } },
    components: { MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } } },
  });
}

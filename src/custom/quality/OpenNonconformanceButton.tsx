/**
 * "Open a nonconformance" on a failed result's page: react-admin's create page takes the
 * `record` in the location's state as its starting values, so the form opens prefilled and stays an
 * ordinary create form (the user completes or changes anything before saving).
 */
import { Button } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';

export const canOpenNonconformance = () => can(resources.nonconformance.permissions.create);

interface Props {
  /** The new nonconformance's values; awaited on click when they need a look-up first. */
  prefill: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  disabled?: boolean;
  onFailed?: (error: unknown) => void;
}

export function OpenNonconformanceButton({ prefill, disabled, onFailed }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const open = async () => {
    try {
      navigate(`/${resources.nonconformance.path}/new`, { state: { record: await prefill() } });
    } catch (error) {
      onFailed?.(error);
    }
  };
  return (
    <Button onClick={() => void open()} disabled={disabled} startIcon={<ReportProblemIcon />} size="small">
      {translate('custom.quality.openNonconformance')}
    </Button>
  );
}

/** An instrument's calibrations, newest first, as a table: when, valid until, result, by whom, certificate. */
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import type { ChoiceField } from '../../../resources/kit/types';
import { can } from '../../providers/authProvider';
import { ChoiceText } from '../../views/fields/ChoiceText';
import { useFormat } from '../../views/fields/useFormat';
import { ScrollRegion } from '../../views/ScrollRegion';
import { stackedRows } from '../../views/stacked-rows';
import { useRecordPaths } from '../../views/useRecordPaths';

const calibration = resources.calibration;
const columns = ['date', 'due', 'result', 'calibratedBy', 'certificateNumber'] as const;

export function InstrumentCalibrations() {
  const instrument = useRecordContext();
  const translate = useTranslate();
  const heading = (name: (typeof columns)[number]) => translate(`resources.${calibration.name}.fields.${name}`);
  const format = useFormat();
  const pathOf = useRecordPaths();
  const allowed = can(calibration.permissions.read);
  const { data = [] } = useGetList(
    calibration.name,
    {
      filter: { instrument: instrument?.id },
      sort: { field: 'date', order: 'DESC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: Boolean(instrument?.id) && allowed },
  );
  if (!instrument || !allowed) return null;
  const title = translate(`resources.${calibration.name}.name`, { smart_count: 2 });
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate('custom.quality.noCalibrations')}</Typography>
      ) : (
        <ScrollRegion label={title}>
          <Table size="small" aria-label={title} sx={stackedRows}>
            <TableHead>
              <TableRow>
                {columns.map((name) => (
                  <TableCell key={name}>{heading(name)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell data-label={heading('date')} sx={{ whiteSpace: 'nowrap' }}>
                    <MuiLink component={Link} to={pathOf(calibration, 'show', row.id)}>
                      {format.date(row.date)}
                    </MuiLink>
                  </TableCell>
                  <TableCell data-label={heading('due')} sx={{ whiteSpace: 'nowrap' }}>
                    {format.date(row.due)}
                  </TableCell>
                  <TableCell data-label={heading('result')}>
                    <ChoiceText field={calibration.fields.result as ChoiceField} value={row.result} />
                  </TableCell>
                  <TableCell data-label={heading('calibratedBy')}>{row.calibratedBy}</TableCell>
                  <TableCell data-label={heading('certificateNumber')}>{row.certificateNumber}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Box>
  );
}

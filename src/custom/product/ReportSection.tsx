/** One kind of record in a product report: its rows by date and the parts they moved. */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

const columns = ['valueID', 'date', 'po', 'quantity'];

export function ReportSection({ resource, rows, totalKey }: { resource: string; rows: RaRecord[]; totalKey: string }) {
  const translate = useTranslate();
  const heading = translate(`resources.${resource}.name`, { smart_count: 2 });
  const total = rows.reduce((sum, row) => sum + Number(row.quantity ?? 0), 0);
  return (
    <section aria-label={heading}>
      <Typography variant="h6" component="h2" gutterBottom>{heading}</Typography>
      <Table size="small" aria-label={heading}>
        <TableHead>
          <TableRow>
            {columns.map((name) => (
              <TableCell key={name} align={name === 'quantity' ? 'right' : 'left'}>
                {translate(`resources.${resource}.fields.${name}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((name) => (
                <TableCell key={name} align={name === 'quantity' ? 'right' : 'left'}>{row[name]}</TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>{translate(totalKey)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{total}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}

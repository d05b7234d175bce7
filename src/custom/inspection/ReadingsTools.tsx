/** Under the readings rows: the paste button and the live figures. */
import { Box } from '@mui/material';
import { PasteReadingsButton } from './PasteReadingsButton';
import { MissingTests } from './MissingTests';
import { ReadingFigures } from './ReadingFigures';

export function ReadingsTools() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 }}>
      <PasteReadingsButton />
      <ReadingFigures />
    </Box>
  );
}

/** What the inspection form shows after its inputs, by field (ResourceForm's `after`). */
export const inspectionFormAfter = { readings: <ReadingsTools />, tests: <MissingTests /> };

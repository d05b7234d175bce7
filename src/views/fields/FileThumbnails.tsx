/**
 * Thumbnails of a files value, each image through the signed link the server sent with the record;
 * a document (a PDF) is a download link with its name instead.
 */
import { Box, Link } from '@mui/material';
import type { StoredFileValue } from '../../../resources/kit/types';

interface FileThumbnailsProps {
  files: unknown;
  /** Lists show only the first photo, small. */
  firstOnly?: boolean;
  size?: number;
  /** `contain`: the whole picture (a form, where a wide logo must be seen entire); lists crop to a square. */
  fit?: 'cover' | 'contain';
}

export const asFiles = (value: unknown): StoredFileValue[] => (Array.isArray(value) ? value : []);

export function FileThumbnails({
  files,
  firstOnly = false,
  size = firstOnly ? 40 : 96,
  fit = 'cover',
}: FileThumbnailsProps) {
  const shown = asFiles(files).slice(0, firstOnly ? 1 : undefined);
  if (!shown.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {shown.map((file) =>
        file.mimeType === 'application/pdf' ? (
          <Link key={file.id} href={file.downloadUrl} download={file.name} sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Link>
        ) : (
          <Box
            key={file.id}
            component="img"
            src={file.downloadUrl}
            alt={file.name}
            loading="lazy"
            sx={{ width: size, height: size, objectFit: fit, borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ),
      )}
    </Box>
  );
}

/**
 * The input of a files field: pick images, upload each through the API (with progress), and
 * keep the answers as the field's value. The server checks content, size and count again.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  FormHelperText,
  FormLabel,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useInput, useLocaleState, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { IMAGE_MIME_TYPES, type FilesField, type StoredFileValue } from '../../../resources/kit/types';
import { apiUpload } from '../../providers/api';
import { asFiles, FileThumbnails } from './FileThumbnails';

interface ImagesInputProps {
  source: string;
  label: string;
  field: FilesField;
}

// A PDF documents field asks for documents, an images field for photos.
const addKey = {
  images: { many: 'files.add', one: 'files.addOne' },
  documents: { many: 'files.addDocuments', one: 'files.addDocument' },
};

/** The picker offers what the field takes (a logo: PNG and JPEG); the server still judges the content. */
const accepted = (field: FilesField) =>
  field.accept === 'pdf'
    ? 'application/pdf'
    : field.formats
      ? field.formats.map((format) => IMAGE_MIME_TYPES[format]).join(',')
      : 'image/*';

/**
 * Stored files of a format the field no longer takes (a GIF logo kept from before PNG/JPEG only), with that
 * format's name and the ones it takes as the language lists alternatives ("PNG or JPEG", "PNG ou JPEG").
 */
function notTaken(field: FilesField, files: StoredFileValue[], locale: string) {
  const { formats } = field;
  if (!formats) return [];
  const formatOf = (mimeType: string) =>
    Object.entries(IMAGE_MIME_TYPES).find(([, mime]) => mime === mimeType)?.[0] ?? mimeType;
  return files
    .filter((file) => !formats.some((format) => IMAGE_MIME_TYPES[format] === file.mimeType))
    .map((file) => ({
      file,
      format: formatOf(file.mimeType),
      formats: new Intl.ListFormat(locale, { type: 'disjunction' }).format(formats),
    }));
}

interface Pending {
  key: string;
  name: string;
  progress: number;
}

export function ImagesInput({ source, label, field }: ImagesInputProps) {
  const translate = useTranslate();
  const documents = field.accept === 'pdf';
  const [locale] = useLocaleState();
  const notify = useNotify();
  const resource = useResourceContext();
  const { field: input, fieldState } = useInput({ source, defaultValue: [] });
  const [pending, setPending] = useState<Pending[]>([]);
  const files = asFiles(input.value);
  const room = field.max - files.length - pending.length;

  // The value as last set, so uploads finishing together (before a re-render) and removals meanwhile all count.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = asFiles(input.value);
  }, [input.value]);
  const change = (next: StoredFileValue[]) => {
    latest.current = next;
    input.onChange(next);
  };
  const attach = (file: StoredFileValue) => change([...latest.current, file]);

  const uploadOne = async (file: File) => {
    const key = `${file.name}-${Math.random()}`;
    setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
    const progress = (fraction: number) =>
      setPending((list) => list.map((p) => (p.key === key ? { ...p, progress: Math.round(fraction * 100) } : p)));
    try {
      attach(await apiUpload<StoredFileValue>(`files/${resource}/${source}`, file, progress));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending((list) => list.filter((p) => p.key !== key));
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length > room)
      notify(translate('validation.filesMax', { path: label, max: field.max }), { type: 'warning' });
    void Promise.all(chosen.slice(0, Math.max(room, 0)).map(uploadOne));
  };

  const remove = (id: string) => change(latest.current.filter((file) => file.id !== id));

  return (
    <Box sx={{ mb: 2 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start', my: 1 }}>
        {files.map((file) => (
          <Box key={file.id} sx={{ position: 'relative' }}>
            <FileThumbnails files={[file]} fit="contain" />
            <IconButton
              size="small"
              aria-label={translate('files.remove', { name: file.name })}
              onClick={() => remove(file.id)}
              sx={{
                position: 'absolute',
                top: 2,
                right: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {pending.map((p) => (
          <Box key={p.key} sx={{ width: 96 }}>
            <Typography variant="caption" noWrap component="div">
              {p.name}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={p.progress}
              aria-label={translate('files.uploading', { name: p.name })}
            />
          </Box>
        ))}
      </Stack>
      <Button
        component="label"
        size="small"
        startIcon={documents ? <UploadFileIcon /> : <AddPhotoIcon />}
        disabled={room <= 0}
      >
        {/* A field may name its upload (Add a logo); else a photo. */}
        {translate(`resources.${resource}.upload.${source}`, {
          _: translate(addKey[documents ? 'documents' : 'images'][field.max > 1 ? 'many' : 'one']),
        })}
        <input hidden type="file" accept={accepted(field)} multiple={field.max > 1} onChange={pick} />
      </Button>
      <Typography variant="caption" sx={{ ml: 1 }} color="text.secondary">
        {translate('files.count', { count: files.length, max: field.max })}
      </Typography>
      {notTaken(field, files, locale).map(({ file, format, formats }) => (
        <Alert key={file.id} severity="warning" sx={{ mt: 1 }}>
          {translate('files.notTaken', { name: file.name, format, formats })}
        </Alert>
      ))}
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>
      )}
    </Box>
  );
}

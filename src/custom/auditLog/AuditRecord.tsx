/** The record an audit entry is about: its entity's name and its own ("Shipper 1024"), linked to its page while it exists. */
import { Link as MuiLink } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import type { ChoiceField } from '../../../resources/kit/types';
import { optionLabel } from '../../views/fields/option-label';
import { recordLabel } from './audit-changes';
import { recordUrl } from './record-url';

const { auditLog } = resources;

const entityField = auditLog.fields.entityName as ChoiceField;

export function AuditRecord() {
  const entry = useRecordContext();
  const translate = useTranslate();
  if (!entry) return null;
  const entity = optionLabel(translate, entityField, String(entry.entityName));
  const label = recordLabel(translate, String(entry.entityName), entry.values);
  const text = label ? translate('audit.record', { entity, label }) : entity;
  const url = recordUrl(String(entry.entityName), String(entry.entityId), String(entry.action));
  if (!url) return <>{text}</>;
  return (
    <MuiLink component={Link} to={url} onClick={(e) => e.stopPropagation()}>
      {text}
    </MuiLink>
  );
}

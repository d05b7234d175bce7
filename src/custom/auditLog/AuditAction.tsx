/**
 * What an audit entry did to its record, agreeing with the record's entity in Portuguese ("Fatura 1 ·
 * Alterada", "Remessa 1 · Criada"; issue 40): the entity's name gives the ending (i18n/agreement.ts).
 */
import { useRecordContext, useTranslate } from 'react-admin';
import { agreement } from '../../../i18n/agreement';
import { resources } from '../../../resources';
import type { ChoiceField } from '../../../resources/kit/types';
import { optionLabel } from '../../views/fields/option-label';

const entityField = resources.auditLog.fields.entityName as ChoiceField;

export function AuditAction() {
  const entry = useRecordContext();
  const translate = useTranslate();
  if (!entry) return null;
  const entity = optionLabel(translate, entityField, String(entry.entityName));
  return <>{translate(`audit.done.${String(entry.action)}`, agreement(entity))}</>;
}

/**
 * The field rules every resource shares (resources/kit/field-rules.ts), on every field they apply to,
 * in both languages, on create and update, and nothing written: a decimal finer than its scale, the
 * date of something that happened before 2000 or over a year ahead, text holding a bidi control.
 * The routes that take a declared form of their own (Reverse, Use recipe, Record addition) too.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { resourceList, type Field } from '../../resources';
import { additionRequest } from '../../resources/forms/bath-addition';
import { writableFields } from '../../resources/kit/derive';
import { happenedRange } from '../../resources/kit/field-rules';
import paymentReversal from '../../resources/forms/payment-reversal';
import recipeUse from '../../resources/forms/recipe-use';
import { setupOwnerContext } from '../helpers/bad-input/context';
import { tooFine } from '../helpers/bad-input/edge-values';
import { fingerprint } from '../helpers/bad-input/fingerprint';
import { pathFor, seed, validData } from '../helpers/contract/store';
import { call } from '../helpers/http';
import { fieldLabel } from '../helpers/labels';

const ctx = setupOwnerContext();

/** A bad value for the field, with its message in en and pt-BR given the field's labels; none where no rule applies. */
function ruleCase(field: Field): [unknown, (en: string, pt: string) => [string, string]] | undefined {
  if (field.type === 'decimal' && field.scale !== undefined) {
    const places =
      field.scale === 1
        ? ['1 decimal place', '1 casa decimal']
        : [`${field.scale} decimal places`, `${field.scale} casas decimais`];
    return [
      tooFine(field),
      (en, pt) => [`${en} must have at most ${places[0]}`, `${pt} deve ter no máximo ${places[1]}`],
    ];
  }
  if ((field.type === 'date' || field.type === 'datetime') && field.happened) {
    const [y, m, d] = happenedRange().max.split('-');
    const value = field.type === 'date' ? '1999-12-31' : '9999-12-31T12:00:00Z';
    return [
      value,
      (en, pt) => [
        `${en} must be between 01/01/2000 and ${m}/${d}/${y}`,
        `${pt} deve estar entre 01/01/2000 e ${d}/${m}/${y}`,
      ],
    ];
  }
  if (field.type === 'string' && !field.pattern && !field.format) {
    return [
      'A\u202egnp.exe',
      (en, pt) => [
        `${en} must not contain characters that change the direction of the text (U+202A to U+202E, U+2066 to U+2069)`,
        `${pt} não pode conter caracteres que mudam a direção do texto (U+202A a U+202E, U+2066 a U+2069)`,
      ],
    ];
  }
  return undefined;
}

const ruled = (resource: { fields: Record<string, Field> } & Parameters<typeof writableFields>[0]) =>
  writableFields(resource).flatMap(([name, field]) => {
    const found = ruleCase(field);
    return found ? [{ name, value: found[0], messages: found[1] }] : [];
  });

describe('every field a rule applies to refuses what breaks it, in both languages; nothing is written', () => {
  for (const resource of resourceList.filter((r) => r.operations.includes('create') && ruled(r).length)) {
    test(`${resource.name}: ${ruled(resource)
      .map((f) => f.name)
      .join(', ')}`, async () => {
      const record = resource.operations.includes('update') ? await seed(ctx, resource) : undefined;
      const base = await validData(ctx, resource);
      const before = await fingerprint(ctx.db);
      for (const { name, value, messages } of ruled(resource)) {
        const [en, pt] = messages(fieldLabel('en', resource.name, name), fieldLabel('pt-BR', resource.name, name));
        for (const [lang, message] of [
          ['en', en],
          ['pt-BR', pt],
        ]) {
          const data = { ...base, [name]: value };
          const created = await call(ctx.app, 'POST', pathFor(resource, 'create'), {
            token: ctx.owner.token,
            lang,
            body: { data },
          });
          expect([created.status, created.body.errors?.[name]], `${name} = ${JSON.stringify(value)}, ${lang}`).toEqual([
            400,
            message,
          ]);
          if (!record) continue;
          const path = pathFor(resource, 'update', record.id);
          const updated = await call(ctx.app, 'PUT', path, {
            token: ctx.owner.token,
            lang,
            body: { id: record.id, data: { [name]: value } },
          });
          expect([updated.status, updated.body.errors?.[name]], `update ${name}, ${lang}`).toEqual([400, message]);
        }
      }
      expect(await fingerprint(ctx.db), 'nothing written').toEqual(before);
    });
  }

  const actions = [
    [paymentReversal, (id: string) => `/api/invoice-payment/${id}/reverse`, { notes: 'why' }],
    [recipeUse, (id: string) => `/api/recipe/${id}/use`, { batches: 1 }],
    [additionRequest, (id: string) => `/api/bath-analysis/${id}/addition`, {}],
  ] as const;
  for (const [form, path, rest] of actions) {
    test(`${form.name} (${path(':id')}): its date and notes`, async () => {
      const before = await fingerprint(ctx.db);
      for (const { name, value, messages } of ruled(form)) {
        const [en, pt] = messages(fieldLabel('en', form.name, name), fieldLabel('pt-BR', form.name, name));
        for (const [lang, message] of [
          ['en', en],
          ['pt-BR', pt],
        ]) {
          const data = { date: '2026-01-02', notes: 'x', ...rest, [name]: value };
          const res = await call(ctx.app, 'POST', path(randomUUID()), { token: ctx.owner.token, lang, body: { data } });
          expect([res.status, res.body.errors?.[name]], `${name}, ${lang}`).toEqual([400, message]);
        }
      }
      expect(await fingerprint(ctx.db), 'nothing written').toEqual(before);
    });
  }
});

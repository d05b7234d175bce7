/** Bad input for every declared field rule: 400 with the spec's message, and nothing written. */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { ResourceDefinition } from '../../../resources';
import { importFields } from '../../../resources/kit/derive';
import { call, type CallResult } from '../http';
import { applyCase, invalidCases, type InvalidCase } from '../invalid-samples';
import { agreement } from '../../../i18n/agreement';
import { fieldLabel } from '../labels';
import type { ContractContext } from './context';
import { pathFor, countAudit, countRows, seed, validData } from './store';

type Mode = 'create' | 'update' | 'import';

async function attempt(ctx: ContractContext, resource: ResourceDefinition, mode: Mode, c: InvalidCase, lang = 'en') {
  const valid = await validData(ctx, resource);
  const target = mode === 'update' ? await seed(ctx, resource) : undefined;
  const data = applyCase(valid, c);
  if (mode === 'import') {
    const allowed = new Set([...importFields(resource).map(([n]) => n), ...Object.keys(c.patch)]);
    for (const key of Object.keys(data)) if (!allowed.has(key)) delete data[key];
  }
  const [rows, audit] = [await countRows(ctx, resource), await countAudit(ctx)];
  const options = { token: ctx.owner.token, lang };
  let res: CallResult<{ message?: string; errors?: Record<string, string> }>;
  if (mode === 'create') res = await call(ctx.app, 'POST', pathFor(resource, 'create'), { ...options, body: { data } });
  else if (mode === 'import')
    res = await call(ctx.app, 'POST', pathFor(resource, 'import'), {
      ...options,
      body: { data, importHash: randomUUID() },
    });
  else
    res = await call(ctx.app, 'PUT', pathFor(resource, 'update', target!.id), {
      ...options,
      body: { id: target!.id, data },
    });
  expect([await countRows(ctx, resource), await countAudit(ctx)], `${mode} wrote nothing`).toEqual([rows, audit]);
  if (target) expect((await call(ctx.app, 'GET', pathFor(resource, 'get', target.id), options)).body).toEqual(target);
  return res;
}

export function validationContract(ctx: ContractContext, resource: ResourceDefinition): void {
  const modes = (['create', 'update', 'import'] as const).filter((m) => resource.operations.includes(m));
  const cases = invalidCases(resource);
  // A field the import template leaves out (photos) is, to an import, only an unknown key.
  const importable = new Set(['_unknown', ...importFields(resource).map(([name]) => name)]);

  describe('validation', () => {
    for (const c of cases) {
      test(`${c.field}: ${c.rule} → 400 with the spec's message (${modes.join(', ')})`, async () => {
        const label = c.field === '_unknown' ? 'Data' : fieldLabel('en', resource.name, c.field);
        // An update that leaves a field out keeps its stored value (see writes), so "missing" is a create/import rule.
        const applies = (m: Mode) =>
          !(m === 'update' && c.rule === 'required (missing)') && !(m === 'import' && !importable.has(c.field));
        for (const mode of modes.filter(applies)) {
          const res = await attempt(ctx, resource, mode, c);
          expect(res.status, `${mode}: ${JSON.stringify(res.body)}`).toBe(400);
          const message = mode === 'import' && c.importMessage ? c.importMessage(label) : c.message(label);
          expect(res.body.message, mode).toBe(message);
          expect(res.body.errors, mode).toEqual({ [c.field]: message });
        }
      });
    }

    test('messages follow Accept-Language: pt-BR', async () => {
      const c = cases.find((x) => x.rule.startsWith('required'));
      expect(c, 'a resource with writes declares at least one required field').toBeDefined();
      const label = fieldLabel('pt-BR', resource.name, c!.field);
      const field = resource.fields[c!.field];
      // Agreeing with the label: "Unidade deve ser selecionada", "Nome é obrigatório".
      const { o, e } = agreement(label);
      const expected = field.type === 'choice' ? `${label} deve ser selecionad${o}` : `${label} ${e} obrigatóri${o}`;
      const res = await attempt(ctx, resource, modes[0], c!, 'pt-BR');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(expected);
    });

    test('a body without a data object is 400 and writes nothing', async () => {
      const [rows, audit] = [await countRows(ctx, resource), await countAudit(ctx)];
      // Through create, or through import where the resource is only imported (users are invited through /iam).
      const viaCreate = resource.operations.includes('create');
      for (const body of [{}, { data: null }, { data: [] }, { data: 'text' }]) {
        const path = pathFor(resource, viaCreate ? 'create' : 'import');
        const res = await call(ctx.app, 'POST', path, {
          token: ctx.owner.token,
          body: viaCreate ? body : { ...body, importHash: randomUUID() },
        });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe('The request must carry a data object');
      }
      expect([await countRows(ctx, resource), await countAudit(ctx)]).toEqual([rows, audit]);
    });
  });
}

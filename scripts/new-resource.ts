/**
 * npm run new:resource -- <name> [--references <resource>] [--like <resource>] [--en "Rack|Racks"] [--pt "Gancheira|Gancheiras"]
 * Writes a resource's declaration (resources/<name>.ts), lists it in resources/index.ts, gives it its
 * labels in i18n/en.ts and i18n/pt-BR.ts and a menu icon, its unit test, then its migration
 * (npm run db:generate). Its permissions are those of --like (default: the referenced resource).
 * README.md#adding-a-resource says what to do next.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { agreement } from '../i18n/agreement';
import en from '../i18n/en';
import ptBR from '../i18n/pt-BR';
import { resourceList } from '../resources';
import { ADMIN_ORDER } from '../src/layout/menu-entries';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { references: { type: 'string' }, like: { type: 'string' }, en: { type: 'string' }, pt: { type: 'string' } },
});
const name = positionals[0] ?? '';
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
if (!/^[a-z][a-zA-Z0-9]*$/.test(name))
  fail('Usage: npm run new:resource -- <name> (camelCase, as rack or tankRack) [--references tank] [--like tank]');
if (resourceList.some((r) => r.name === name) || existsSync(`resources/${name}.ts`))
  fail(`${name} is already declared`);
const target = options.references;
const like = options.like ?? target;
for (const other of [target, like])
  if (other && !resourceList.some((r) => r.name === other)) fail(`${other} is not a declared resource`);
if (!like) fail('Say whose permissions it takes: --like <resource> (or --references <resource>, which it then takes)');

const capital = (s: string) => s[0].toUpperCase() + s.slice(1).replace(/([A-Z])/g, (c) => ` ${c.toLowerCase()}`);
const forms = (given: string | undefined, fallback: [string, string]) =>
  (given ? given.split('|').map((s) => s.trim()) : fallback) as [string, string];
const enName = forms(options.en, [capital(name), `${capital(name)}s`]);
const ptName = forms(options.pt, [`${enName[0]} (a traduzir)`, `${enName[1]} (a traduzir)`]);
const singular = (catalogue: { resources: object }, resource: string) =>
  String((catalogue.resources as Record<string, { name: string }>)[resource].name)
    .split('||||')[0]
    .trim();

// The declaration: a name that labels each record, the reference asked for, and notes.
const reference = target ? `\n    ${target}: reference('${target}', { required: true }),` : '';
writeFileSync(
  `resources/${name}.ts`,
  `import { defineResource, ${target ? 'reference, ' : ''}text } from './kit/fields';
import ${like} from './${like}';

/** A ${enName[0].toLowerCase()}. */
export default defineResource({
  name: '${name}',
  fields: {
    name: text({ required: true }),${reference}
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  // The permissions of ${like}; name its own in resources/kit/permissions.ts to give it different ones.
  permissions: ${like}.permissions,
  labelField: 'name',
  defaultOrder: 'name_ASC',
  menu: { order: ${Math.max(...resourceList.map((r) => r.menu?.order ?? 0).filter((o) => o < ADMIN_ORDER)) + 1} },
});
`,
);

function edit(path: string, change: (text: string) => string) {
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) fail(`${path}: the place to add ${name} was not found`);
  writeFileSync(path, after);
}

// Listed last among the audited resources: whatever it references is declared before it.
edit('resources/index.ts', (text) =>
  text
    .replace(/\nimport user from '.\/user';/, `$&\nimport ${name} from './${name}';`)
    .replace(/(const audited = \{\n[^}]*?)(,?\n\})/, `$1, ${name}$2`),
);

function labels(
  path: string,
  names: [string, string],
  words: Record<string, string>,
  notices: [string, string, string],
) {
  const field = target ? ` ${target}: '${words.target}',` : '';
  edit(path, (text) =>
    text
      .replace(
        /\n {2}resources: \{\n/,
        `$&    ${name}: {
      name: '${names[0]} |||| ${names[1]}',
      fields: { id: 'Id', name: '${words.name}',${field} notes: '${words.notes}', createdAt: '${words.createdAt}', updatedAt: '${words.updatedAt}' },
    },\n`,
      )
      .replace(
        /\n {2}entities: \{\n/,
        `$&    ${name}: {
      save: { success: '${notices[0]}' },
      destroy: { success: '${notices[1]}' },
      destroyAll: { success: '${notices[2]}' },
    },\n`,
      ),
  );
}
labels(
  'i18n/en.ts',
  enName,
  {
    name: 'Name',
    notes: 'Notes',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    target: target ? singular(en, target) : '',
  },
  [`${enName[0]} saved successfully`, `${enName[0]} deleted successfully`, `${enName[0]}(s) deleted successfully`],
);
const { o } = agreement(ptName[0]);
labels(
  'i18n/pt-BR.ts',
  ptName,
  {
    name: 'Nome',
    notes: 'Observações',
    createdAt: 'Criado em',
    updatedAt: 'Atualizado em',
    target: target ? singular(ptBR, target) : '',
  },
  [
    `${ptName[0]} salv${o} com sucesso`,
    `${ptName[0]} excluíd${o} com sucesso`,
    `${ptName[0]}(s) excluíd${o}(s) com sucesso`,
  ],
);

// Its menu icon: the folder until one is chosen (@mui/icons-material).
edit('src/layout/menu-icons.tsx', (text) =>
  text.replace(/(export const resourceIcons[^=]*= \{\n[^}]*?)(\n\};)/, `$1\n  ${name}: FolderIcon,$2`),
);

writeFileSync(
  `tests/unit/resource-${name}.test.ts`,
  `/** The ${name} declaration (resources/${name}.ts): checked with its labels, permissions and icon, and validated. */
import { describe, expect, test } from 'vitest';
import { catalogues } from '../../i18n';
import { resourceList, resources } from '../../resources';
import { compileResources } from '../../resources/kit/compile';
import { permissions } from '../../resources/kit/permissions';
import { validateRecord } from '../../resources/kit/validation';
import { resourceIcons } from '../../src/layout/menu-icons';

describe('${name}', () => {
  test('declared with its labels in both languages, its permissions and its menu icon', () => {
    const context = { permissions: Object.keys(permissions), catalogues, icons: Object.keys(resourceIcons) };
    expect(compileResources(resourceList, context).byName.get('${name}')).toBe(resources.${name});
  });

  test('a record needs its name', () => {
    expect(validateRecord(resources.${name}, { name: null }).errors.name).toEqual({ key: 'validation.required' });
  });
});
`,
);

execFileSync('npx', ['tsx', 'scripts/db-generate.ts', name], { stdio: 'inherit' });
console.log(`Declared ${name}: resources/${name}.ts, resources/index.ts, i18n/en.ts, i18n/pt-BR.ts, src/layout/menu-icons.tsx,
tests/unit/resource-${name}.test.ts and its migration. Next: npm run typecheck && npx vitest run --project unit.`);
if (!options.pt)
  console.log(`Translate its labels in i18n/pt-BR.ts (resources.${name}, entities.${name}): they say "(a traduzir)".`);

import { chemicalUnits } from './kit/chemistry-units';
import { bathPermissions, parameterUnits, tankStates, tankStatuses, volumeUnits } from './kit/bath-control';
import { choice, date, decimal, defineResource, reference, rows, text } from './kit/fields';

const limit = () => decimal({ min: -999_999, max: 999_999, scale: 3 });

/**
 * A plating tank (docs/domain-rules.md#chemistry): its bath, and the parameters the chemist keeps
 * between limits. Its state is the server's, from the tank's analyses (server/services/baths/).
 */
export default defineResource({
  name: 'tank',
  fields: {
    // Unique regardless of case (server/services/baths/tank-hooks.ts); uses and imports name it.
    name: text({ required: true }),
    state: choice(tankStates, { readOnly: true, optionLabels: 'choices.tankState' }),
    line: text(),
    process: text(),
    volume: decimal({ positive: true, max: 999_999_999, scale: 3 }),
    volumeUnit: choice(volumeUnits, { required: true, default: 'L', optionLabels: 'choices.volumeUnit' }),
    recipe: reference('recipe', { list: false }),
    status: choice(tankStatuses, { required: true, default: 'inUse', optionLabels: 'choices.tankStatus' }),
    // The day of the last analysis, kept by the server.
    lastAnalysed: date({ readOnly: true }),
    parameters: rows(
      {
        // Parameters are named in a spreadsheet cell first, so only the parameter may hold spaces.
        parameter: text({ required: true, max: 60 }),
        unit: choice(parameterUnits, { required: true }),
        target: limit(),
        lower: limit(),
        upper: limit(),
        // The chemical that raises this parameter, and how much of it (in factorUnit) raises it by
        // one unit in one unit of the tank's volume: a Low analysis proposes (target − value) × volume × factor.
        chemical: reference('chemical'),
        factor: decimal({ positive: true, max: 999_999, scale: 6 }),
        factorUnit: choice(chemicalUnits, { optionLabels: 'choices.unit' }),
      },
      { max: 20, list: false },
    ),
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  permissions: bathPermissions,
  labelField: 'name',
  defaultOrder: 'name_ASC',
  // On a phone: whether the bath is in control, as its chip, and when it was last analysed.
  card: { primary: ['name'], secondary: ['lastAnalysed', 'status'], tertiary: ['line', 'process'], status: 'state' },
  menu: { order: 99 },
});

/**
 * The vocabulary bath control shares between its declarations (tank.ts, bathAnalysis.ts), the
 * server's rules (server/services/baths/) and the screens: parameter units, tank states and flags.
 */
import type { PermissionSet } from './types';
import chemical from '../chemical';

/** What a tank parameter is measured in. */
export const parameterUnits = ['g/L', 'oz/gal', 'pH', '°C', '°F', 'mL/L', '%'] as const;
export const volumeUnits = ['L', 'gal'] as const;
export const tankStatuses = ['inUse', 'idle'] as const;
export const analysisMethods = ['titration', 'phMeter', 'thermometer', 'hullCell', 'other'] as const;

/** An analysis against the limits the tank had when it was recorded. */
export const analysisFlags = ['inRange', 'low', 'high'] as const;
export type AnalysisFlag = (typeof analysisFlags)[number];

/**
 * A tank's state, kept by the server on every analysis and by an hourly sweep (the calendar moves); Not
 * analysed after the shop's analysisStaleDays (resources/kit/settings.ts).
 */
export const tankStates = ['inControl', 'outOfControl', 'notAnalysed'] as const;
export type TankState = (typeof tankStates)[number];

/** Low below the lower limit, High above the upper one; a missing limit never flags. */
export function analysisFlag(value: number, lower: number | null, upper: number | null): AnalysisFlag {
  if (lower !== null && value < lower) return 'low';
  if (upper !== null && value > upper) return 'high';
  return 'inRange';
}

/**
 * Tanks and analyses follow the chemistry rule (docs/domain-rules.md#roles-and-permissions): read as
 * chemicals are read, written by whoever may create chemicals.
 */
export const bathPermissions: PermissionSet = {
  read: chemical.permissions.read,
  create: chemical.permissions.create,
  edit: chemical.permissions.edit,
  destroy: chemical.permissions.destroy,
  import: chemical.permissions.create,
  autocomplete: chemical.permissions.autocomplete,
};

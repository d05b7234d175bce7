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
 * Tanks and analyses are read as chemicals are read (docs/domain-rules.md#roles-and-permissions).
 * Tanks are set up by whoever may create chemicals and by the quality manager (tankEdit).
 */
export const bathPermissions: PermissionSet = {
  read: chemical.permissions.read,
  create: 'tankEdit',
  edit: 'tankEdit',
  destroy: 'tankEdit',
  import: 'tankEdit',
  autocomplete: chemical.permissions.autocomplete,
};

/** Analyses (and their additions) are recorded in the lab too (bathRecord); voided by the tanks' editors. */
export const analysisPermissions: PermissionSet = {
  ...bathPermissions,
  create: 'bathRecord',
  import: 'bathRecord',
};

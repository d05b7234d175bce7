/**
 * The vocabulary the quality records share (specification.ts, instrument.ts, calibration.ts,
 * inspection.ts, nonconformance.ts), the server's rules (server/services/quality/) and the screens.
 */
import type { PermissionSet } from './types';

export const thicknessUnits = ['µm', 'in'] as const;
export type ThicknessUnit = (typeof thicknessUnits)[number];
export const temperatureUnits = ['°C', '°F'] as const;

/** The tests a specification may require, besides thickness, which every inspection measures. */
export const specificationTests = [
  'adhesion',
  'saltSpray',
  'hardness',
  'porosity',
  'appearance',
  'solderability',
  'hydrogenEmbrittlement',
] as const;

export const instrumentKinds = [
  'xrf',
  'phMeter',
  'thermometer',
  'balance',
  'burette',
  'micrometer',
  'conductivityMeter',
  'other',
] as const;
export const instrumentStatuses = ['inService', 'outOfService', 'retired'] as const;
export const calibrationResults = ['pass', 'adjusted', 'fail'] as const;

export const passFail = ['pass', 'fail'] as const;
export type PassFail = (typeof passFail)[number];

export const nonconformanceSources = ['inspection', 'analysis', 'customerReturn', 'inProcess', 'other'] as const;
export const dispositions = ['rework', 'stripReplate', 'useAsIs', 'scrap', 'returnToCustomer'] as const;
export const nonconformanceStatuses = ['open', 'closed'] as const;

/** Specifications and instruments: read by the quality readers, kept by the quality manager. */
export const qualityPermissions: PermissionSet = {
  read: 'qualityRead',
  create: 'qualityEdit',
  edit: 'qualityEdit',
  destroy: 'qualityEdit',
  import: 'qualityEdit',
  autocomplete: 'qualityRead',
};

/** Readings (inspections, calibrations): taken in the lab, removed only by the quality manager. */
export const recordPermissions: PermissionSet = {
  ...qualityPermissions,
  create: 'qualityRecord',
  edit: 'qualityRecord',
  import: 'qualityRecord',
};

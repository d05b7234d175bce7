/**
 * The units chemicals are kept in, and how a quantity moves between units of one kind. A recipe
 * may dose in g what is stocked in kg; weight and volume never convert (that needs a density).
 */
import { asStored } from './decimal-units';

export const chemicalUnits = ['kg', 'g', 'L', 'mL', 'gal', 'lb'] as const;
export type ChemicalUnit = (typeof chemicalUnits)[number];

// Each unit as a multiple of its kind's base unit (kg, L); gal is the US gallon.
const units: Record<ChemicalUnit, { kind: 'weight' | 'volume'; factor: number }> = {
  kg: { kind: 'weight', factor: 1 },
  g: { kind: 'weight', factor: 0.001 },
  lb: { kind: 'weight', factor: 0.45359237 },
  L: { kind: 'volume', factor: 1 },
  mL: { kind: 'volume', factor: 0.001 },
  gal: { kind: 'volume', factor: 3.785411784 },
};

/** The units a quantity kept in `unit` may be given in. */
export const compatibleUnits = (unit: string): ChemicalUnit[] =>
  chemicalUnits.filter((other) => units[other].kind === units[unit as ChemicalUnit]?.kind);

/** `quantity` of `from` in `to`, to the thousandth stock keeps; null when the kinds differ. */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  const source = units[from as ChemicalUnit];
  const target = units[to as ChemicalUnit];
  if (!source || !target || source.kind !== target.kind) return null;
  const converted = from === to ? quantity : (quantity * source.factor) / target.factor;
  return asStored(converted, 3);
}

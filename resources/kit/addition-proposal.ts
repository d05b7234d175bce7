/**
 * The addition a Low analysis proposes (docs/domain-rules.md#chemistry): (target − value) × volume ×
 * factor, the factor being how much chemical (in factorUnit) raises the parameter by one unit in
 * one unit of the tank's volume, then converted to the chemical's own unit as "Use recipe" converts.
 * Shared, so the dialog previews exactly what the server records.
 */
import { convertQuantity } from './chemistry-units';

// GET /api/bath-analysis/:id/addition's answer: its schema, which the type comes from.
export type { AdditionProposal } from './addition-proposal-answer';

export interface AdditionInput {
  target: number | null;
  value: number;
  volume: number | null;
  factor: number | null;
  factorUnit: string | null;
  chemicalUnit: string;
}

/** Why no addition can be proposed, as an i18n key under errors.bathAnalysis. */
export type NoProposal = 'noTarget' | 'noVolume' | 'noFactor' | 'unitMismatch' | 'atTarget';

export function proposeAddition(input: AdditionInput): { quantity: number } | { refusal: NoProposal } {
  const { target, value, volume, factor, factorUnit, chemicalUnit } = input;
  if (target === null) return { refusal: 'noTarget' };
  if (volume === null) return { refusal: 'noVolume' };
  if (factor === null || !factorUnit) return { refusal: 'noFactor' };
  const quantity = convertQuantity((target - value) * volume * factor, factorUnit, chemicalUnit);
  if (quantity === null) return { refusal: 'unitMismatch' };
  if (quantity <= 0) return { refusal: 'atTarget' };
  return { quantity };
}

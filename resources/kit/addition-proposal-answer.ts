/**
 * GET /api/bath-analysis/{id}/addition's answer as a schema: what recording the addition a Low analysis
 * proposes would take from stock (addition-proposal.ts computes the quantity). The route describes it
 * by this schema and the types are inferred from it; the client imports the type alone.
 */
import { z } from 'zod';

export const additionProposalAnswer = z
  .object({
    analysis: z.string().meta({ description: "The analysis's id" }),
    tank: z.string().meta({ description: "The tank's id" }),
    chemical: z.string().meta({ description: "The chemical's id" }),
    chemicalName: z.string(),
    unit: z.string().meta({ description: "The chemical's own unit, which quantity and stock are in" }),
    quantity: z.number().meta({ description: 'How much to add: (target − value) × volume × factor, converted' }),
    stock: z.number().meta({ description: 'What the chemical has in stock now' }),
  })
  .meta({ description: 'The chemical and the amount to add to bring the bath back to its target' });

export type AdditionProposal = z.infer<typeof additionProposalAnswer>;

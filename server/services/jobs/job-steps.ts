/**
 * A job's steps, copied from its part's process when it is made (a later change to the process never
 * rewrites a job), with the blank parameters the part's first specification gives: a plating step's
 * thickness (its minimum), a bake step's temperature and time.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';

type Step = Record<string, unknown>;
// Decimal columns read as text: a step holds numbers, as a form sends them.
type Specification = typeof declaredTables.specification.$inferSelect;

const blank = (value: unknown) => value === null || value === undefined || value === '';

function withSpecification(step: Step, spec: Specification | undefined): Step {
  const filled: Step = { ...step, status: 'waiting', reason: null };
  if (!spec) return filled;
  if (step.kind === 'plating' && blank(step.thickness) && !blank(spec.thicknessMin))
    Object.assign(filled, { thickness: Number(spec.thicknessMin), thicknessUnit: spec.thicknessUnit });
  if (step.kind === 'bake' && blank(step.temperature) && !blank(spec.bakeTemperature)) {
    Object.assign(filled, { temperature: Number(spec.bakeTemperature), temperatureUnit: spec.bakeTemperatureUnit });
    if (blank(step.minutes) && !blank(spec.bakeHours)) filled.minutes = Number(spec.bakeHours) * 60;
  }
  return filled;
}

const specificationIds = (rows: unknown): string[] =>
  (Array.isArray(rows) ? rows : [])
    .map((row) => (row as { specification?: unknown }).specification)
    .filter((id): id is string => typeof id === 'string');

/** The part's steps and its specifications' labels ("AMS 2404 Rev. F; …"), as they stand now. */
export async function processOf(
  tx: Database,
  productId: string,
): Promise<{ steps: Step[]; specification: string | null }> {
  const { product, specification } = declaredTables;
  const [part] = await tx
    .select({ process: product.process, specifications: product.specifications })
    .from(product)
    .where(eq(product.id, productId));
  const ids = specificationIds(part?.specifications);
  const specs = ids.length ? await tx.select().from(specification).where(inArray(specification.id, ids)) : [];
  const ordered = ids.map((id) => specs.find((spec) => spec.id === id)).filter((spec) => spec !== undefined);
  const steps = (Array.isArray(part?.process) ? (part.process as Step[]) : []).map((step) =>
    withSpecification(step, ordered[0]),
  );
  const labels = ordered.map((spec) => spec.label).filter(Boolean);
  return { steps, specification: labels.length ? labels.join('; ') : null };
}

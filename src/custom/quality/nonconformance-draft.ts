/**
 * A nonconformance's description drafted from the result that failed, in the user's language and
 * number format: "Inspection 12 failed: thickness 9.8–14.1 µm for 12.7–25.4 µm", "Nickel 4.1 g/L
 * below its lower limit 4.5 g/L". A draft: the user completes it before saving.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;
type NumberFormat = (value: unknown) => string;
type Values = Record<string, unknown>;

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Thickness outside the recorded range, and each required test that failed. */
function findings(inspection: Values, translate: Translate, number: NumberFormat): string[] {
  const { thicknessMinimum: min, thicknessMaximum: max, thicknessLower: lower, thicknessUpper: upper } = inspection;
  const below = present(lower) && present(min) && Number(min) < Number(lower);
  const above = present(upper) && present(max) && Number(max) > Number(upper);
  const unit = String(inspection.thicknessUnit ?? '');
  // A specification may give only a minimum, or only a maximum.
  const required =
    present(lower) && present(upper)
      ? `${number(lower)}–${number(upper)} ${unit}`
      : present(lower)
        ? translate('custom.quality.atLeast', { value: `${number(lower)} ${unit}` })
        : translate('custom.quality.atMost', { value: `${number(upper)} ${unit}` });
  const thickness =
    below || above
      ? [translate('custom.quality.thicknessFinding', { min: number(min), max: number(max), unit, required })]
      : [];
  const tests = Array.isArray(inspection.tests) ? (inspection.tests as Values[]) : [];
  const failed = tests
    .filter((row) => row.result === 'fail')
    .map((row) =>
      translate('custom.quality.testFinding', {
        test: translate(`choices.specificationTest.${String(row.test)}.label`),
      }),
    );
  return [...thickness, ...failed];
}

export function inspectionDraft(inspection: Values, translate: Translate, number: NumberFormat): string {
  const found = findings(inspection, translate, number);
  const key = found.length ? 'custom.quality.inspectionFailed' : 'custom.quality.inspectionFailedPlain';
  return translate(key, { number: String(inspection.valueID ?? ''), findings: found.join('; ') });
}

export function analysisDraft(analysis: Values, translate: Translate, number: NumberFormat): string {
  const high = analysis.flag === 'high';
  return translate(high ? 'custom.quality.analysisHigh' : 'custom.quality.analysisLow', {
    parameter: String(analysis.parameter ?? ''),
    value: number(analysis.value),
    limit: number(high ? analysis.upper : analysis.lower),
    unit: analysis.unit ?? '',
  });
}

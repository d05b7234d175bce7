/** A parameter's last 90 days as chart series: its analyses, and the days additions went into its tank. */
import type { RaRecord } from 'react-admin';

export const TREND_DAYS = 90;

export interface TrendPoint {
  at: Date;
  value: number;
}

/** The analyses of one parameter still standing (a void one is left out), oldest first. */
export function parameterPoints(analyses: RaRecord[], parameter: string): TrendPoint[] {
  return analyses
    .filter((row) => row.parameter === parameter && !row.voided && typeof row.value === 'number')
    .map((row) => ({ at: new Date(String(row.analysedAt)), value: Number(row.value) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** An addition's day as the chart's time (noon UTC, so it sits inside its day in any zone). */
export const additionTimes = (uses: RaRecord[]): Date[] =>
  uses.map((use) => new Date(`${String(use.date)}T12:00:00Z`)).sort((a, b) => a.getTime() - b.getTime());

export const since = (now = Date.now()) => new Date(now - TREND_DAYS * 86_400_000);

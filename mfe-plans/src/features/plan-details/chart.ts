/** Geometry of the month-by-month drug cost chart (pure, so it is tested without a browser). */
import type { DrugCostMonth } from 'shared-contracts/api/plans';

export const SEGMENTS = ['deductible', 'initial', 'catastrophic', 'notCovered'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** A round axis maximum and its ticks (1, 2, 2.5 or 5 times a power of ten per step). */
export const niceScale = (max: number, ticks = 4): { max: number; step: number } => {
  if (!(max > 0)) return { max: ticks * 25, step: 25 };
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10) * power;
  return { max: step * Math.ceil(max / step), step };
};

export interface BarSegment {
  segment: Segment;
  y: number;
  height: number;
  value: number;
}

/** Stacked segments per month, bottom-up, in chart units (0 at the top, `height` at the baseline). */
export const stackMonth = (m: DrugCostMonth, scaleMax: number, height: number): BarSegment[] => {
  let base = height;
  return SEGMENTS.flatMap((segment) => {
    const value = m[segment];
    if (value <= 0) return [];
    const h = (value / scaleMax) * height;
    base -= h;
    return [{ segment, y: base, height: h, value }];
  });
};

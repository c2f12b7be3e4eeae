import type { Dentition } from './tooth-number.js';

/**
 * The chart as the dentist sees the patient, facing them: the patient's right is on the viewer's
 * left. Upper row 18 ... 11 | 21 ... 28, lower row 48 ... 41 | 31 ... 38, so each tooth sits
 * straight above or below its antagonist (18 over 48, 28 over 38). This is the standard
 * odontogram of FDI charts.
 */
export interface ChartLayout {
  upper: readonly number[];
  lower: readonly number[];
}

function toMidline(quadrant: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => quadrant * 10 + count - i);
}

function fromMidline(quadrant: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => quadrant * 10 + i + 1);
}

export const PERMANENT_CHART: ChartLayout = {
  upper: [...toMidline(1, 8), ...fromMidline(2, 8)],
  lower: [...toMidline(4, 8), ...fromMidline(3, 8)],
};

export const PRIMARY_CHART: ChartLayout = {
  upper: [...toMidline(5, 5), ...fromMidline(6, 5)],
  lower: [...toMidline(8, 5), ...fromMidline(7, 5)],
};

export function chartLayout(dentition: Dentition): ChartLayout {
  return dentition === 'primary' ? PRIMARY_CHART : PERMANENT_CHART;
}

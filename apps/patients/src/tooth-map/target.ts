import type { JawTarget } from './types';

/** What the forms act on: a tooth picked on the chart, or a jaw (or both) picked beside it. */
export type Target = { tooth: number; jaw?: undefined } | { jaw: JawTarget; tooth?: undefined };
export const JAWS: readonly JawTarget[] = ['upper', 'lower', 'both'];

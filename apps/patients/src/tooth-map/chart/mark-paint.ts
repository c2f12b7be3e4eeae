import type { MarkStage } from './chart-model';

export interface Paint {
  fill: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

/**
 * The look of each stage in a status colour, the one source for the chart's marks and the legend:
 * planned = outline, treated = fill, existing = hatched (`hatch` is the id of the pattern in that
 * colour), diagnosed = tinted.
 */
export function paint(stage: MarkStage, color: string, hatch: string): Paint {
  switch (stage) {
    case 'planned':
      return { fill: 'transparent', stroke: color, strokeWidth: 3 };
    case 'treated':
      return { fill: color };
    case 'existing':
      return { fill: `url(#${hatch})` };
    default:
      return { fill: color, opacity: 0.45 };
  }
}

import { memo, useId } from 'react';
import type { ToothType } from '@dental/domain-teeth';
import { DISPLAY, isExtracted, isNotErupted, type ToothMark } from './chart-model';
import { paint } from './mark-paint';
import { TOOTH_BOX, surfaceSide, toothShape, type CrownSide, type ToothShape } from './tooth-geometry';

const SIDES: CrownSide[] = ['top', 'bottom', 'left', 'right', 'center'];

/**
 * One tooth as SVG: roots, a crown of five surfaces, and the marks of its items on top. Memoized:
 * the card's marks per tooth are kept between renders (marksByTooth under useMemo), so choosing a
 * tooth or typing in a form redraws no glyph.
 */
export const ToothGlyph = memo(function ToothGlyph({ tooth, type, marks }: { tooth: number; type: ToothType; marks: readonly ToothMark[] }) {
  const base = useId().replace(/:/g, '');
  const shape = shapeOf(tooth);
  const faint = isNotErupted(type) || isExtracted(type);
  const colors = [...new Set(marks.filter((m) => m.stage === 'existing').map((m) => m.color))];
  const hatchOf = (color: string) => `${base}-h${colors.indexOf(color)}`;
  const icons = [...new Set(marks.map((m) => m.icon_text).filter((x): x is string => !!x))];
  const { crown } = shape;
  const upper = crown.y > 2;
  return (
    <svg
      className="tm-glyph"
      viewBox={`0 0 ${TOOTH_BOX.width} ${TOOTH_BOX.height}`}
      aria-hidden="true"
      focusable="false"
      data-type={type}
    >
      {colors.length ? (
        <defs>
          {colors.map((color) => (
            <pattern key={color} id={hatchOf(color)} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="5" height="5" fill="#fff" />
              <line x1="0" y1="0" x2="0" y2="5" stroke={color} strokeWidth="2.5" />
            </pattern>
          ))}
        </defs>
      ) : null}
      <g className={`tm-glyph__tooth${faint ? ' is-faint' : ''}${isNotErupted(type) ? ' is-unerupted' : ''}`}>
        {shape.roots.map((points, i) => (
          <polygon key={`r${i}`} className="tm-glyph__root" points={points} />
        ))}
        {SIDES.map((side) => (
          <polygon key={side} className="tm-glyph__surface" data-side={side} points={shape.surfaces[side]} />
        ))}
      </g>
      {isNotErupted(type) || isExtracted(type) ? null : marks.map((mark) => <MarkShape key={mark.uuid} tooth={tooth} mark={mark} shape={shape} hatch={hatchOf(mark.color)} />)}
      {isExtracted(type) ? <Cross color="#5b6778" /> : null}
      {icons.length && !faint ? (
        <text className="tm-glyph__icon" x={TOOTH_BOX.width / 2} y={upper ? 12 : TOOTH_BOX.height - 4} textAnchor="middle">
          {icons.join(' ')}
        </text>
      ) : null}
    </svg>
  );
});

/** A tooth's polygons depend on its number only: computed once per tooth. */
const SHAPES = new Map<number, ToothShape>();
function shapeOf(tooth: number): ToothShape {
  let shape = SHAPES.get(tooth);
  if (!shape) SHAPES.set(tooth, (shape = toothShape(tooth)));
  return shape;
}

function Cross({ color }: { color: string }) {
  return (
    <g className="tm-glyph__cross" stroke={color} strokeWidth="3" strokeLinecap="round">
      <line x1="4" y1="4" x2={TOOTH_BOX.width - 4} y2={TOOTH_BOX.height - 4} />
      <line x1={TOOTH_BOX.width - 4} y1="4" x2="4" y2={TOOTH_BOX.height - 4} />
    </g>
  );
}

function MarkShape({ tooth, mark, shape, hatch }: { tooth: number; mark: ToothMark; shape: ToothShape; hatch: string }) {
  const look = paint(mark.stage, mark.color, hatch);
  const props = { fill: look.fill, stroke: look.stroke, strokeWidth: look.strokeWidth, fillOpacity: look.opacity, 'data-stage': mark.stage, 'data-mark': mark.uuid };
  const { crown } = shape;
  switch (mark.display_type) {
    case DISPLAY.MISSING:
      return <Cross color={mark.color} />;
    case DISPLAY.ICON:
      return null;
    case DISPLAY.ROOT:
      return (
        <g {...props}>
          {shape.roots.map((points, i) => (
            <polygon key={i} points={points} />
          ))}
        </g>
      );
    case DISPLAY.WHOLE:
      return (
        <g {...props}>
          {shape.roots.map((points, i) => (
            <polygon key={i} points={points} />
          ))}
          <rect x={crown.x} y={crown.y} width={crown.size} height={crown.size} />
        </g>
      );
    default: {
      if (mark.surfaces.length === 0) return <rect {...props} x={crown.x} y={crown.y} width={crown.size} height={crown.size} />;
      return (
        <g {...props}>
          {mark.surfaces.map((s) => (
            <polygon key={s} points={shape.surfaces[surfaceSide(tooth, s)]} data-surface={s} />
          ))}
        </g>
      );
    }
  }
}

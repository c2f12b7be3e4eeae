import { useTranslation } from 'react-i18next';
import { clinicalAttachmentLevel, type PerioSiteValues } from '@dental/domain-teeth';
import { siteKey } from './perio-store';
import { sitesLeftToRight, type Face } from './chart-model';

/** The width of one site's column, the grid's cell width (perio.css --perio-cell). */
export const CELL = 40;
const MM = 5;
const CEJ = 22;
const HEIGHT = 110;

/**
 * The gum line and the attachment level of one face of a jaw, drawn under its teeth: the
 * cemento-enamel junction is the grey line, the gum sits above it (below it when receded), the
 * attachment level CAL mm below it. A missing tooth or an uncharted site breaks the lines.
 */
export function PerioGraph({ teeth, face, faceLabel, sites, missing }: { teeth: readonly number[]; face: Face; faceLabel: string; sites: Record<string, PerioSiteValues>; missing: ReadonlySet<number> }) {
  const { t } = useTranslation('perio');
  const width = teeth.length * 3 * CELL;
  const clampY = (y: number) => Math.max(2, Math.min(HEIGHT - 2, y));
  const gum: string[] = [];
  const attachment: string[] = [];
  let gumOpen = false;
  let attOpen = false;
  teeth.forEach((tooth, toothIndex) => {
    sitesLeftToRight(tooth, face).forEach((site, siteIndex) => {
      const x = (toothIndex * 3 + siteIndex) * CELL + CELL / 2;
      const found = missing.has(tooth) ? undefined : sites[siteKey(tooth, site)];
      const cal = found ? clinicalAttachmentLevel(found.probing_depth, found.gingival_margin) : null;
      if (!found || cal === null) {
        gumOpen = false;
        attOpen = false;
        return;
      }
      gum.push(`${gumOpen ? 'L' : 'M'}${x} ${clampY(CEJ - (found.gingival_margin ?? 0) * MM)}`);
      attachment.push(`${attOpen ? 'L' : 'M'}${x} ${clampY(CEJ + cal * MM)}`);
      gumOpen = true;
      attOpen = true;
    });
  });
  return (
    <svg className="perio-graph" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={t('graph', { face: faceLabel })}>
      {teeth.map((tooth, i) => (
        <rect key={tooth} x={i * 3 * CELL} y={0} width={3 * CELL} height={HEIGHT} className={missing.has(tooth) ? 'perio-graph__missing' : i % 2 ? 'perio-graph__odd' : 'perio-graph__even'} />
      ))}
      {[4, 6].map((mm) => (
        <line key={mm} x1={0} x2={width} y1={CEJ + mm * MM} y2={CEJ + mm * MM} className="perio-graph__grid" />
      ))}
      <line x1={0} x2={width} y1={CEJ} y2={CEJ} className="perio-graph__cej" />
      <path d={gum.join(' ')} className="perio-graph__gum" data-line="gum" />
      <path d={attachment.join(' ')} className="perio-graph__attachment" data-line="attachment" />
    </svg>
  );
}

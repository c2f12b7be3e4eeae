import { PERMANENT_TEETH, toothInfo } from './tooth-number.js';

/**
 * The periodontal chart's pure rules (issue 29): the six probing sites of a tooth, the order a
 * hygienist probes them in, the clinical attachment level, an exam's summary and the comparison
 * of two exams. The server's answers and the chart on the screen both use these.
 */

/** The six sites of a tooth, as stored (lingual stands for palatal on the upper jaw). */
export const PERIO_SITES = ['distobuccal', 'buccal', 'mesiobuccal', 'distolingual', 'lingual', 'mesiolingual'] as const;
export type PerioSite = (typeof PERIO_SITES)[number];

/** The furcation entrances a tooth may have (mesial/distal of an upper molar open palatally). */
export const FURCATION_SITES = ['buccal', 'lingual', 'mesial', 'distal'] as const;
export type FurcationSite = (typeof FURCATION_SITES)[number];

/** The value ranges of the chart, in mm (recession is a negative gingival margin). */
export const PERIO_LIMITS = {
  probing_depth: { min: 0, max: 15 },
  gingival_margin: { min: -10, max: 15 },
  mobility: { min: 0, max: 3 },
  furcation: { min: 1, max: 3 },
} as const;

/** A site is "worse" in a comparison when its attachment level grew by this many mm or more. */
export const PERIO_WORSE_MM = 2;

/**
 * The furcation entrances of a permanent tooth: upper molars buccal, mesial and distal; lower
 * molars buccal and lingual; upper first premolars mesial and distal (two roots); none elsewhere.
 */
export function furcationSites(tooth: number): readonly FurcationSite[] {
  const info = toothInfo(tooth);
  if (!info || info.dentition !== 'permanent') return [];
  if (info.position >= 6) return info.jaw === 'upper' ? ['buccal', 'mesial', 'distal'] : ['buccal', 'lingual'];
  if (info.position === 4 && info.jaw === 'upper') return ['mesial', 'distal'];
  return [];
}

/** The teeth a perio chart has: the 32 permanent ones. */
export const PERIO_TEETH: readonly number[] = PERMANENT_TEETH;

export function isPerioSite(value: unknown): value is PerioSite {
  return typeof value === 'string' && (PERIO_SITES as readonly string[]).includes(value);
}

/** One step of the entry sequence: a tooth's site. */
export interface PerioStep {
  tooth: number;
  site: PerioSite;
}

/** The four passes: upper buccal 18->28, upper palatal 28->18, lower lingual 38->48, lower buccal 48->38. */
const PASSES: { teeth: number[]; face: 'buccal' | 'lingual' }[] = [
  { teeth: [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28], face: 'buccal' },
  { teeth: [28, 27, 26, 25, 24, 23, 22, 21, 11, 12, 13, 14, 15, 16, 17, 18], face: 'lingual' },
  { teeth: [38, 37, 36, 35, 34, 33, 32, 31, 41, 42, 43, 44, 45, 46, 47, 48], face: 'lingual' },
  { teeth: [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38], face: 'buccal' },
];

/**
 * The order a hygienist probes in: the four passes, and within a tooth its three sites of that
 * face as the probe meets them travelling: distal, middle, mesial while moving toward the midline
 * (18 -> 11), mesial, middle, distal once past it (21 -> 28). Teeth in `skip` (missing) are left
 * out; an implant is probed like a tooth.
 */
export function perioSequence(skip: Iterable<number> = []): PerioStep[] {
  const skipped = new Set(skip);
  const steps: PerioStep[] = [];
  for (const pass of PASSES) {
    const [distal, middle, mesial] = pass.face === 'buccal' ? (['distobuccal', 'buccal', 'mesiobuccal'] as const) : (['distolingual', 'lingual', 'mesiolingual'] as const);
    pass.teeth.forEach((tooth, index) => {
      if (skipped.has(tooth)) return;
      // Before the midline the travel goes distal to mesial; after it, mesial to distal.
      const towardMidline = index < pass.teeth.length / 2;
      for (const site of towardMidline ? [distal, middle, mesial] : [mesial, middle, distal]) steps.push({ tooth, site });
    });
  }
  return steps;
}

/**
 * The clinical attachment level: probing depth minus gingival margin (5 mm deep with 2 mm of
 * recession, margin -2, is 7). A site without a depth has none; a margin not charted counts as 0
 * (the gum at the cemento-enamel junction).
 */
export function clinicalAttachmentLevel(probingDepth: number | null | undefined, gingivalMargin: number | null | undefined): number | null {
  if (probingDepth === null || probingDepth === undefined) return null;
  return probingDepth - (gingivalMargin ?? 0);
}

/** A charted site as the rules read it. */
export interface PerioSiteValues {
  tooth: number;
  site: PerioSite;
  probing_depth: number | null;
  gingival_margin: number | null;
  bleeding: boolean;
  suppuration: boolean;
  plaque: boolean;
}

export interface PerioSummary {
  /** Sites with a probing depth, on teeth that are not missing. */
  sites: number;
  /** Percent of those sites, one decimal. */
  bleeding_percent: number;
  plaque_percent: number;
  sites_4mm: number;
  sites_6mm: number;
  /** Mean clinical attachment level in mm, one decimal; null with no site charted. */
  mean_cal: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * An exam's summary over its charted sites (a probing depth recorded), missing teeth left out:
 * bleeding % and plaque % of them, how many are 4 mm deep or more and 6 mm or more, the mean CAL.
 */
export function perioSummary(sites: readonly PerioSiteValues[], missing: Iterable<number> = []): PerioSummary {
  const gone = new Set(missing);
  const charted = sites.filter((s) => s.probing_depth !== null && !gone.has(s.tooth));
  const count = charted.length;
  const percent = (n: number) => (count === 0 ? 0 : oneDecimal((n * 100) / count));
  const cals = charted.map((s) => clinicalAttachmentLevel(s.probing_depth, s.gingival_margin) ?? 0);
  return {
    sites: count,
    bleeding_percent: percent(charted.filter((s) => s.bleeding).length),
    plaque_percent: percent(charted.filter((s) => s.plaque).length),
    sites_4mm: charted.filter((s) => (s.probing_depth ?? 0) >= 4).length,
    sites_6mm: charted.filter((s) => (s.probing_depth ?? 0) >= 6).length,
    mean_cal: count === 0 ? null : oneDecimal(cals.reduce((a, b) => a + b, 0) / count),
  };
}

/** A site charted in both exams, its attachment level then and now. */
export interface PerioSiteChange {
  tooth: number;
  site: PerioSite;
  before: number;
  after: number;
  /** after - before in mm (positive: attachment lost). */
  change: number;
  worse: boolean;
}

/**
 * Two exams side by side: every site with an attachment level in both, and whether it got worse
 * by PERIO_WORSE_MM or more (attachment lost). In the entry sequence's order.
 */
export function comparePerio(before: readonly PerioSiteValues[], after: readonly PerioSiteValues[]): PerioSiteChange[] {
  const key = (s: { tooth: number; site: string }) => `${s.tooth}:${s.site}`;
  const then = new Map(before.map((s) => [key(s), clinicalAttachmentLevel(s.probing_depth, s.gingival_margin)]));
  const now = new Map(after.map((s) => [key(s), clinicalAttachmentLevel(s.probing_depth, s.gingival_margin)]));
  const changes: PerioSiteChange[] = [];
  for (const step of perioSequence()) {
    const a = then.get(key(step));
    const b = now.get(key(step));
    if (a === null || a === undefined || b === null || b === undefined) continue;
    changes.push({ ...step, before: a, after: b, change: b - a, worse: b - a >= PERIO_WORSE_MM });
  }
  return changes;
}

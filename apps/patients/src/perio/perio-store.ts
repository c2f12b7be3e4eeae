import { create } from 'zustand';
import type { PerioExam, PerioSiteInput, PerioToothInput } from '@dental/contracts';
import { PERIO_LIMITS, perioSequence, type PerioSite, type PerioSiteValues, type PerioStep } from '@dental/domain-teeth';

export type EntryMode = 'depth' | 'margin';
export type Mark = 'bleeding' | 'suppuration' | 'plaque';
export const siteKey = (tooth: number, site: string) => `${tooth}:${site}`;

/** A tooth's own findings while charting. */
export interface DraftTooth {
  mobility: number | null;
  furcation: Partial<Record<string, number>>;
}

/**
 * The exam being charted, shared by the grid, the keypad, the graph and the summary: the sites
 * (as loaded, then as typed), the cursor in the hygienist's sequence (missing teeth skipped), the
 * entry mode and the changes not yet saved.
 */
interface PerioDraftState {
  examUuid: string | null;
  sites: Record<string, PerioSiteValues>;
  teeth: Record<number, DraftTooth>;
  sequence: PerioStep[];
  cursor: number;
  /** The site a digit was last typed into: B, S and P mark it. */
  lastEntered: number | null;
  mode: EntryMode;
  /** A "-" typed before a digit in margin mode (recession). */
  negative: boolean;
  /** A "+" typed before a digit: 10 more (pockets of 10-15 mm). */
  tens: boolean;
  dirtySites: Set<string>;
  dirtyTeeth: Set<number>;
  load: (exam: PerioExam) => void;
  setMode: (mode: EntryMode) => void;
  moveTo: (index: number) => void;
  step: (by: number) => void;
  digit: (value: number) => void;
  minus: () => void;
  plusTen: () => void;
  toggle: (mark: Mark) => void;
  setValue: (tooth: number, site: PerioSite, field: 'probing_depth' | 'gingival_margin', value: number | null) => void;
  setTooth: (tooth: number, patch: Partial<DraftTooth>) => void;
  saved: (exam: PerioExam) => void;
  rebase: (exam: PerioExam) => void;
}

const empty = (tooth: number, site: PerioSite): PerioSiteValues => ({
  tooth,
  site,
  probing_depth: null,
  gingival_margin: null,
  bleeding: false,
  suppuration: false,
  plaque: false,
});

const clamp = (value: number, limits: { min: number; max: number }) => Math.max(limits.min, Math.min(limits.max, value));

export const usePerioDraft = create<PerioDraftState>((set, get) => {
  const write = (index: number, change: (site: PerioSiteValues) => PerioSiteValues) => {
    const step = get().sequence[index];
    if (!step) return;
    const key = siteKey(step.tooth, step.site);
    const was = get().sites[key] ?? empty(step.tooth, step.site);
    set((s) => ({ sites: { ...s.sites, [key]: change(was) }, dirtySites: new Set(s.dirtySites).add(key) }));
  };
  return {
    examUuid: null,
    sites: {},
    teeth: {},
    sequence: perioSequence(),
    cursor: 0,
    lastEntered: null,
    mode: 'depth',
    negative: false,
    tens: false,
    dirtySites: new Set(),
    dirtyTeeth: new Set(),
    load: (exam) =>
      set({
        examUuid: exam.uuid,
        sites: Object.fromEntries(exam.sites.map((s) => [siteKey(s.tooth, s.site), { ...s }])),
        teeth: Object.fromEntries(exam.teeth.map((t) => [t.tooth, { mobility: t.mobility, furcation: { ...t.furcation } }])),
        sequence: perioSequence(exam.teeth.filter((t) => t.missing).map((t) => t.tooth)),
        cursor: 0,
        lastEntered: null,
        // An exam opens on the depths, the first pass a hygienist makes.
        mode: 'depth',
        negative: false,
        tens: false,
        dirtySites: new Set(),
        dirtyTeeth: new Set(),
      }),
    setMode: (mode) => set({ mode, cursor: 0, lastEntered: null, negative: false, tens: false }),
    moveTo: (index) => set((s) => ({ cursor: clamp(index, { min: 0, max: s.sequence.length - 1 }), negative: false, tens: false })),
    step: (by) => get().moveTo(get().cursor + by),
    digit: (digit) => {
      const { cursor, mode, negative, tens, sequence } = get();
      const value = digit + (tens ? 10 : 0);
      if (mode === 'depth') write(cursor, (s) => ({ ...s, probing_depth: clamp(value, PERIO_LIMITS.probing_depth) }));
      else write(cursor, (s) => ({ ...s, gingival_margin: clamp(negative ? -value : value, PERIO_LIMITS.gingival_margin) }));
      set({ lastEntered: cursor, cursor: Math.min(cursor + 1, sequence.length - 1), negative: false, tens: false });
    },
    minus: () => set((s) => ({ negative: s.mode === 'margin' ? !s.negative : false })),
    plusTen: () => set((s) => ({ tens: !s.tens })),
    toggle: (mark) => {
      const { lastEntered, cursor } = get();
      write(lastEntered ?? cursor, (s) => ({ ...s, [mark]: !s[mark] }));
    },
    setValue: (tooth, site, field, value) => {
      const key = siteKey(tooth, site);
      const was = get().sites[key] ?? empty(tooth, site);
      set((s) => ({ sites: { ...s.sites, [key]: { ...was, [field]: value } }, dirtySites: new Set(s.dirtySites).add(key) }));
    },
    setTooth: (tooth, patch) =>
      set((s) => ({
        teeth: { ...s.teeth, [tooth]: { ...(s.teeth[tooth] ?? { mobility: null, furcation: {} }), ...patch } },
        dirtyTeeth: new Set(s.dirtyTeeth).add(tooth),
      })),
    saved: (exam) => {
      const { cursor, mode } = get();
      get().load(exam);
      set({ cursor, mode });
    },
    /** Someone else's newer version arrived (a 409 reloaded it): theirs, with what was typed here on top, still unsaved. */
    rebase: (exam) => {
      const { cursor, mode, sites, teeth, dirtySites, dirtyTeeth } = get();
      get().load(exam);
      set((s) => ({
        cursor,
        mode,
        sites: { ...s.sites, ...Object.fromEntries([...dirtySites].map((key) => [key, sites[key]])) },
        teeth: { ...s.teeth, ...Object.fromEntries([...dirtyTeeth].map((tooth) => [tooth, teeth[tooth]])) },
        dirtySites,
        dirtyTeeth,
      }));
    },
  };
});

/** The unsaved changes as one PATCH body's sites and teeth. */
export function draftChanges(state: Pick<PerioDraftState, 'sites' | 'teeth' | 'dirtySites' | 'dirtyTeeth'>): { sites: PerioSiteInput[]; teeth: PerioToothInput[] } {
  const sites = [...state.dirtySites].map((key) => {
    const { tooth, site, probing_depth, gingival_margin, bleeding, suppuration, plaque } = state.sites[key];
    return { tooth, site, probing_depth, gingival_margin, bleeding, suppuration, plaque };
  });
  const teeth = [...state.dirtyTeeth].map((tooth) => ({ tooth, mobility: state.teeth[tooth]?.mobility ?? null, furcation: state.teeth[tooth]?.furcation ?? {} }));
  return { sites, teeth };
}

import { PERIO_SITES, clinicalAttachmentLevel, comparePerio, furcationSites, perioSequence, perioSummary, type PerioSiteValues } from '../index.js';

const site = (tooth: number, name: PerioSiteValues['site'], probing_depth: number | null, gingival_margin: number | null = 0, flags: Partial<PerioSiteValues> = {}): PerioSiteValues => ({
  tooth,
  site: name,
  probing_depth,
  gingival_margin,
  bleeding: false,
  suppuration: false,
  plaque: false,
  ...flags,
});

describe('perio entry sequence', () => {
  const steps = perioSequence();
  const label = (i: number) => `${steps[i].tooth} ${steps[i].site}`;

  it('visits each of the 192 sites once', () => {
    expect(steps).toHaveLength(192);
    expect(new Set(steps.map((s) => `${s.tooth}:${s.site}`)).size).toBe(192);
    expect(new Set(steps.map((s) => s.site))).toEqual(new Set(PERIO_SITES));
  });

  it('goes upper buccal 18->28, upper palatal 28->18, lower lingual 38->48, lower buccal 48->38', () => {
    const teeth = steps.filter((_, i) => i % 3 === 0).map((s) => s.tooth);
    expect(teeth.slice(0, 16)).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(teeth.slice(16, 32)).toEqual([28, 27, 26, 25, 24, 23, 22, 21, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(teeth.slice(32, 48)).toEqual([38, 37, 36, 35, 34, 33, 32, 31, 41, 42, 43, 44, 45, 46, 47, 48]);
    expect(teeth.slice(48)).toEqual([48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38]);
  });

  it('takes a tooth distal, middle, mesial in the direction of travel', () => {
    // Upper buccal: 18 toward the midline, then 21 away from it.
    expect([0, 1, 2].map(label)).toEqual(['18 distobuccal', '18 buccal', '18 mesiobuccal']);
    expect([21, 22, 23, 24, 25, 26].map(label)).toEqual(['11 distobuccal', '11 buccal', '11 mesiobuccal', '21 mesiobuccal', '21 buccal', '21 distobuccal']);
    // Upper palatal starts at 28 distal, lower lingual at 38 distal, lower buccal ends at 38 distal.
    expect([48, 49, 50].map(label)).toEqual(['28 distolingual', '28 lingual', '28 mesiolingual']);
    expect([96, 97, 98].map(label)).toEqual(['38 distolingual', '38 lingual', '38 mesiolingual']);
    expect([189, 190, 191].map(label)).toEqual(['38 mesiobuccal', '38 buccal', '38 distobuccal']);
  });

  it('skips missing teeth', () => {
    const without = perioSequence([18, 46]);
    expect(without).toHaveLength(180);
    expect(without[0]).toEqual({ tooth: 17, site: 'distobuccal' });
    expect(without.some((s) => s.tooth === 46)).toBe(false);
  });
});

describe('perio rules', () => {
  it('computes the attachment level as depth minus margin', () => {
    expect(clinicalAttachmentLevel(5, -2)).toBe(7);
    expect(clinicalAttachmentLevel(3, 1)).toBe(2);
    expect(clinicalAttachmentLevel(4, null)).toBe(4);
    expect(clinicalAttachmentLevel(null, -2)).toBeNull();
  });

  it('knows the furcation entrances per tooth', () => {
    expect(furcationSites(16)).toEqual(['buccal', 'mesial', 'distal']);
    expect(furcationSites(36)).toEqual(['buccal', 'lingual']);
    expect(furcationSites(14)).toEqual(['mesial', 'distal']);
    expect(furcationSites(11)).toEqual([]);
    expect(furcationSites(34)).toEqual([]);
  });

  it('summarises bleeding and plaque percent, deep sites and mean CAL, missing teeth left out', () => {
    const sites = [
      site(16, 'buccal', 5, -2, { bleeding: true }),
      site(16, 'mesiobuccal', 6, 0, { bleeding: true, plaque: true }),
      site(16, 'distobuccal', 3, 1),
      site(16, 'lingual', 2, 0),
      site(16, 'mesiolingual', null, null, { bleeding: true }),
      site(46, 'buccal', 9, 0, { bleeding: true }),
    ];
    expect(perioSummary(sites, [46])).toEqual({ sites: 4, bleeding_percent: 50, plaque_percent: 25, sites_4mm: 2, sites_6mm: 1, mean_cal: 4.3 });
    expect(perioSummary([])).toEqual({ sites: 0, bleeding_percent: 0, plaque_percent: 0, sites_4mm: 0, sites_6mm: 0, mean_cal: null });
  });

  it('marks the sites whose attachment got worse by 2 mm or more', () => {
    const before = [site(16, 'buccal', 3), site(16, 'mesiobuccal', 4), site(21, 'lingual', 5, -1), site(31, 'buccal', 2)];
    const after = [site(16, 'buccal', 4), site(16, 'mesiobuccal', 6), site(21, 'lingual', 5, -3), site(36, 'buccal', 8)];
    const changes = comparePerio(before, after);
    expect(changes.map((c) => [c.tooth, c.site, c.change, c.worse])).toEqual([
      [16, 'buccal', 1, false],
      [16, 'mesiobuccal', 2, true],
      [21, 'lingual', 2, true],
    ]);
  });
});

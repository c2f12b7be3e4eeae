import { SURFACES, isSurface, surfaceName, type Surface } from '../index.js';

describe('surfaceName', () => {
  const names = (tooth: number) => SURFACES.map((s) => surfaceName(tooth, s));

  it('upper back tooth: occlusal, buccal, palatal', () => {
    expect(names(16)).toEqual(['mesial', 'distal', 'occlusal', 'buccal', 'palatal']);
    expect(names(55)).toEqual(['mesial', 'distal', 'occlusal', 'buccal', 'palatal']);
  });

  it('upper front tooth: incisal, labial, palatal', () => {
    expect(names(11)).toEqual(['mesial', 'distal', 'incisal', 'labial', 'palatal']);
    expect(names(23)).toEqual(['mesial', 'distal', 'incisal', 'labial', 'palatal']);
    expect(names(63)).toEqual(['mesial', 'distal', 'incisal', 'labial', 'palatal']);
  });

  it('lower back tooth: occlusal, buccal, lingual', () => {
    expect(names(36)).toEqual(['mesial', 'distal', 'occlusal', 'buccal', 'lingual']);
    expect(names(84)).toEqual(['mesial', 'distal', 'occlusal', 'buccal', 'lingual']);
  });

  it('lower front tooth: incisal, labial, lingual', () => {
    expect(names(41)).toEqual(['mesial', 'distal', 'incisal', 'labial', 'lingual']);
    expect(names(33)).toEqual(['mesial', 'distal', 'incisal', 'labial', 'lingual']);
  });

  it('the first premolar is a back tooth', () => {
    expect(surfaceName(14, 'occlusal')).toBe('occlusal');
    expect(surfaceName(44, 'buccal')).toBe('buccal');
  });

  it('refuses a number that is no tooth', () => {
    expect(() => surfaceName(19, 'mesial')).toThrow(RangeError);
  });
});

describe('isSurface', () => {
  it('accepts the five stored codes only (display names are not stored)', () => {
    for (const s of SURFACES) expect(isSurface(s)).toBe(true);
    for (const s of ['incisal', 'labial', 'palatal', 'Mesial', '', 1, null] as unknown[]) expect(isSurface(s)).toBe(false);
    const all: Surface[] = ['mesial', 'distal', 'occlusal', 'buccal', 'lingual'];
    expect(SURFACES).toEqual(all);
  });
});

import { SURFACES, isSurface, surfaceCode, surfaceName, type Surface } from '../index.js';

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

describe('surfaceCode', () => {
  it('maps the names a dentist reads on a tooth to the stored codes', () => {
    expect(surfaceCode(11, 'incisal')).toBe('occlusal');
    expect(surfaceCode(21, 'labial')).toBe('buccal');
    expect(surfaceCode(16, 'palatal')).toBe('lingual');
    expect(surfaceCode(36, 'mesial')).toBe('mesial');
    expect(surfaceCode(36, 'occlusal')).toBe('occlusal');
  });

  it('refuses a surface the tooth does not have', () => {
    expect(surfaceCode(36, 'incisal')).toBeNull();
    expect(surfaceCode(46, 'labial')).toBeNull();
    expect(surfaceCode(36, 'palatal')).toBeNull();
    expect(surfaceCode(19, 'mesial')).toBeNull();
  });
});

import { fold, FOLD_FROM, FOLD_TO } from '../index.js';

describe('fold', () => {
  it('folds Latvian letters in both cases', () => {
    expect(fold('ĀČĒĢĪĶĻŅŠŪŽ āčēģīķļņšūž')).toBe('acegiklnsuz acegiklnsuz');
    expect(fold('Bērziņš')).toBe('berzins');
  });

  it("folds the neighbours' letters a Baltic clinic meets in names", () => {
    expect(fold('Łukasz Müller Õun Šťastný')).toBe('lukasz muller oun stastny');
  });

  it('lower-cases Cyrillic and keeps its letters, ё and й included', () => {
    expect(fold('ЁЖИК Йод')).toBe('ёжик йод');
  });

  it('pairs every accented letter with one plain letter', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(FOLD_TO).toMatch(/^[a-z]+$/);
  });
});

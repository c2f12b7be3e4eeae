import { fold, FOLD_FROM, FOLD_TO } from '../fold.js';
import { searchTerms } from '../search-terms.js';

describe('fold', () => {
  it('folds Latvian letters in both cases and keeps everything else', () => {
    expect(fold('ĀČĒĢĪĶĻŅŠŪŽ āčēģīķļņšūž')).toBe('acegiklnsuz acegiklnsuz');
    expect(fold('Bērziņš-Ozola 12@inbox.lv')).toBe('berzins-ozola 12@inbox.lv');
    expect(fold('Łukasz Müller Õun')).toBe('lukasz muller oun');
  });

  it('has one plain letter for every accented one (translate() needs equal lengths)', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(FOLD_TO).toMatch(/^[a-z]+$/);
  });
});

describe('searchTerms', () => {
  it('splits words, folds them and drops repeats', () => {
    expect(searchTerms('  Bērziņš   JĀNIS bērziņš ')).toEqual(['berzins', 'janis']);
  });
  it('turns phones and personal codes into their digits', () => {
    expect(searchTerms('+371 2912-3456')).toEqual(['37129123456']);
    expect(searchTerms('161175-19997')).toEqual(['16117519997']);
  });
  it('escapes LIKE wildcards', () => {
    expect(searchTerms('50%_off\\')).toEqual(['50\\%\\_off\\\\']);
  });
  it('is empty for nothing typed', () => {
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
  });
});

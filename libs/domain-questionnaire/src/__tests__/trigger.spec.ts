import { isTriggered } from '../index.js';

describe('questionnaire triggers', () => {
  it('compares text folded: case and Latvian letters', () => {
    expect(isTriggered('Jā', 'ja')).toBe(true);
    expect(isTriggered('ja', 'JĀ')).toBe(true);
    expect(isTriggered('Pēc ēšanas', ' pec esanas ')).toBe(true);
    expect(isTriggered('ķirurģija', 'Ķirurģija')).toBe(true);
    expect(isTriggered('Žņaudzoša sāpe', 'znaudzosa sape')).toBe(true);
    expect(isTriggered('Jā', 'Nē')).toBe(false);
  });

  it('keeps Cyrillic ё and й letters of their own', () => {
    expect(isTriggered('Ёж', 'ёж')).toBe(true);
    expect(isTriggered('ёж', 'еж')).toBe(false);
    expect(isTriggered('мой', 'МОЙ')).toBe(true);
    expect(isTriggered('мой', 'мои')).toBe(false);
    expect(isTriggered('Иод', 'Йод')).toBe(false);
  });

  it('reads yes/no answers in lv, en and ru', () => {
    for (const yes of ['Jā', 'yes', 'Да', 'true', '1']) expect([yes, isTriggered(yes, true)]).toEqual([yes, true]);
    for (const no of ['Nē', 'No', 'нет', 'false', '0']) expect([no, isTriggered(no, false)]).toEqual([no, true]);
    expect(isTriggered('Jā', false)).toBe(false);
    expect(isTriggered('Nē', true)).toBe(false);
    expect(isTriggered('maybe', true)).toBe(false);
  });

  it('hits a chosen option of a multiple choice', () => {
    expect(isTriggered('Penicilīns', ['Aspirīns', 'penicilins'])).toBe(true);
    expect(isTriggered('Penicilīns', ['Aspirīns'])).toBe(false);
  });

  it('compares numbers as numbers', () => {
    expect(isTriggered('5', 5)).toBe(true);
    expect(isTriggered(' 5.0 ', 5)).toBe(true);
    expect(isTriggered('5', 4)).toBe(false);
  });

  it('never hits without a trigger or an answer', () => {
    expect(isTriggered(null, 'ja')).toBe(false);
    expect(isTriggered('   ', 'ja')).toBe(false);
    expect(isTriggered('Jā', null)).toBe(false);
    expect(isTriggered('Jā', '')).toBe(false);
  });
});

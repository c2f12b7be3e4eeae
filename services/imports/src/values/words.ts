import type { KinshipType } from '@dental/contracts';
import { fold } from '@dental/domain-text';

/** A word as compared: folded (lower case, Latvian accents off), spaces squeezed, a trailing dot dropped. */
export const wordKey = (text: string): string => fold(text.trim()).replace(/\s+/g, ' ').replace(/\.$/, '');

/** A table from the words an export may use (lv, en, ru; written folded) to the API's value. */
function lookup<T>(entries: readonly (readonly [T, readonly string[]])[]): (text: string) => T | undefined {
  const table = new Map<string, T>();
  for (const [value, words] of entries) for (const word of words) table.set(word, value);
  return (text) => table.get(wordKey(text));
}

/** 0 none, 1 male, 2 female (the card's `gender`). */
export const readGender = lookup<0 | 1 | 2>([
  [0, ['0', '-', 'nav', 'none', 'unknown', 'нет']],
  [1, ['1', 'v', 'vir', 'virietis', 'viriesu', 'm', 'male', 'man', 'м', 'муж', 'мужской', 'мужчина']],
  [2, ['2', 's', 'siev', 'sieviete', 'sieviesu', 'f', 'female', 'woman', 'ж', 'жен', 'женский', 'женщина']],
]);

/** 0 disabled, 1 active, 2 vacation (the card's `status`). */
export const readPatientStatus = lookup<0 | 1 | 2>([
  [0, ['0', 'neaktivs', 'atslegts', 'disabled', 'inactive', 'неактивный', 'отключен']],
  [1, ['1', 'aktivs', 'active', 'активный']],
  [2, ['2', 'atvalinajuma', 'atvalinajums', 'vacation', 'в отпуске', 'отпуск']],
]);

/** "The relative is the patient's ...": 0 parent, 1 child, 2 guardian, 3 sibling, 4 representative, 5 relative. */
export const readKinship = lookup<KinshipType>([
  [0, ['0', 'vecaks', 'mate', 'tevs', 'parent', 'mother', 'father', 'родитель', 'мать', 'отец']],
  [1, ['1', 'berns', 'dels', 'meita', 'child', 'son', 'daughter', 'ребенок', 'ребёнок', 'сын', 'дочь']],
  [2, ['2', 'aizbildnis', 'guardian', 'опекун']],
  [3, ['3', 'bralis', 'masa', 'sibling', 'brother', 'sister', 'брат', 'сестра']],
  [4, ['4', 'parstavis', 'representative', 'представитель']],
  [5, ['5', 'radinieks', 'radiniece', 'relative', 'родственник', 'родственница']],
]);

/** The price list's VAT category from a code, a rate or a word. */
export const readVatCategory = lookup<'exempt' | 'standard' | 'reduced'>([
  ['exempt', ['exempt', '0', '0%', '0 %', 'atbrivots', 'neapliekams', 'bez pvn', 'освобождено', 'без ндс']],
  ['standard', ['standard', '21', '21%', '21 %', 'standarta', 'стандартная']],
  ['reduced', ['reduced', '12', '12%', '12 %', 'samazinata', 'сниженная']],
]);

import type { TFunction } from 'i18next';
import type { Option } from './crud/fields';

/** Translated choices of a fixed list: `options.<group>.<value>` of the settings dictionary. */
export const choices = (t: TFunction, group: string, values: readonly (string | number)[]): Option[] =>
  values.map((value) => ({ value: String(value), label: t(`settings:options.${group}.${value}`) }));

/** The same label for one value (table cells). */
export const choice = (t: TFunction, group: string, value: string | number | null | undefined): string =>
  value === null || value === undefined ? '—' : t(`settings:options.${group}.${value}`);

import type { Language, RecallTypeName } from '@dental/contracts';

/** A recall type's name in the user's language (Latvian, the product's first, when the language is none of the three). */
export const typeName = (name: RecallTypeName, language: string): string => name[language as Language] ?? name.lv;

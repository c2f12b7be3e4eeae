/** Latvian names for the demo (with their diacritics, so the folded search has work to do). */
export const MALE_FIRST_NAMES = [
  'Jānis', 'Andris', 'Mārtiņš', 'Pēteris', 'Kārlis', 'Edgars', 'Aivars', 'Uldis', 'Raimonds', 'Ģirts',
  'Oskars', 'Roberts', 'Dāvis', 'Artūrs', 'Krišjānis', 'Gatis', 'Normunds', 'Valdis', 'Māris', 'Rūdolfs',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Anna', 'Līga', 'Ilze', 'Inese', 'Kristīne', 'Laura', 'Elīza', 'Dace', 'Sanita', 'Zane',
  'Agnese', 'Ieva', 'Māra', 'Baiba', 'Gunta', 'Sintija', 'Evija', 'Rūta', 'Ērika', 'Lāsma',
] as const;

/** Latvian surnames have a male and a female form. */
export const SURNAMES: readonly (readonly [male: string, female: string])[] = [
  ['Bērziņš', 'Bērziņa'], ['Kalniņš', 'Kalniņa'], ['Ozols', 'Ozola'], ['Jansons', 'Jansone'],
  ['Liepiņš', 'Liepiņa'], ['Krūmiņš', 'Krūmiņa'], ['Balodis', 'Balode'], ['Eglītis', 'Eglīte'],
  ['Zariņš', 'Zariņa'], ['Pētersons', 'Pētersone'], ['Vītols', 'Vītola'], ['Kļaviņš', 'Kļaviņa'],
  ['Ābols', 'Ābola'], ['Celmiņš', 'Celmiņa'], ['Šmits', 'Šmite'], ['Lācis', 'Lāce'],
  ['Žagars', 'Žagare'], ['Grīnbergs', 'Grīnberga'], ['Ģērmanis', 'Ģērmane'], ['Čakste', 'Čakste'],
  ['Ķēniņš', 'Ķēniņa'], ['Siliņš', 'Siliņa'], ['Rozenbergs', 'Rozenberga'], ['Vanags', 'Vanaga'],
  ['Kārkliņš', 'Kārkliņa'], ['Dūmiņš', 'Dūmiņa'], ['Sproģis', 'Sproģe'], ['Āboliņš', 'Āboliņa'],
  ['Zvaigzne', 'Zvaigzne'], ['Strautiņš', 'Strautiņa'],
];

export const STREETS = [
  'Brīvības iela', 'Čaka iela', 'Ģertrūdes iela', 'Tērbatas iela', 'Krišjāņa Barona iela', 'Dzirnavu iela',
  'Lāčplēša iela', 'Ūnijas iela', 'Jūrmalas gatve', 'Maskavas iela', 'Kalnciema iela', 'Ķīpsalas iela',
] as const;

export const CITIES = ['Rīga', 'Jūrmala', 'Ogre', 'Jelgava', 'Salaspils', 'Mārupe', 'Ķekava'] as const;

export const INSURERS = ['BTA', 'ERGO', 'Balta', 'Compensa', 'Gjensidige', 'Seesam'] as const;

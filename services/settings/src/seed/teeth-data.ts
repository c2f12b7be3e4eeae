/**
 * The common diagnoses of a Latvian dental chart: [category, colour, name, diagnostic, scheduled,
 * cure, has_surface, display_type (0 fill, 1 overlay, 2 root, 3 missing, 4 icon), icon text].
 */
export const TOOTH_STATUSES: [string, string, string, string, string, string, boolean, number, string | null][] = [
  ['Kariess', '#e53935', 'Kariess', 'Kariess', 'Plānota plombēšana', 'Plombēts', true, 0, 'K'],
  ['Kariess', '#ef6c00', 'Sekundārais kariess', 'Sekundārais kariess', 'Plānota plombas nomaiņa', 'Plomba nomainīta', true, 0, 'SK'],
  ['Restaurācijas', '#1e88e5', 'Plomba', 'Esoša plomba', 'Plānota plomba', 'Plomba ielikta', true, 0, 'P'],
  ['Restaurācijas', '#fdd835', 'Kronis', 'Esošs kronis', 'Plānots kronis', 'Kronis uzlikts', false, 1, 'KR'],
  ['Restaurācijas', '#8e24aa', 'Tilts', 'Esošs tilts', 'Plānots tilts', 'Tilts uzlikts', false, 1, 'T'],
  ['Restaurācijas', '#ab47bc', 'Venīrs', 'Esošs venīrs', 'Plānots venīrs', 'Venīrs uzlikts', false, 1, 'V'],
  ['Endodontija', '#fb8c00', 'Ārstēts sakņu kanāls', 'Sakņu kanāls ārstēts', 'Plānota kanālu ārstēšana', 'Kanāli ārstēti', false, 2, 'E'],
  ['Endodontija', '#d84315', 'Pulpīts', 'Pulpīts', 'Plānota kanālu ārstēšana', 'Pulpīts ārstēts', false, 2, 'PU'],
  ['Endodontija', '#6d4c41', 'Periodontīts (periapikāls)', 'Periapikāls periodontīts', 'Plānota ārstēšana', 'Ārstēts', false, 2, 'AP'],
  ['Ķirurģija', '#757575', 'Trūkstošs zobs', 'Zoba nav', 'Plānota ekstrakcija', 'Ekstrahēts', false, 3, null],
  ['Ķirurģija', '#3949ab', 'Implants', 'Esošs implants', 'Plānots implants', 'Implants ievietots', false, 1, 'I'],
  ['Ķirurģija', '#c62828', 'Zoba lūzums', 'Zoba lūzums', 'Plānota restaurācija', 'Restaurēts', true, 0, 'L'],
  ['Periodonts', '#ad1457', 'Periodontīts', 'Periodontīts', 'Plānota periodonta ārstēšana', 'Periodonts ārstēts', false, 4, 'PD'],
  ['Periodonts', '#f06292', 'Gingivīts', 'Gingivīts', 'Plānota higiēna', 'Gingivīts ārstēts', false, 4, 'G'],
  ['Citi', '#00897b', 'Fisūru hermetizācija', 'Esoša hermetizācija', 'Plānota hermetizācija', 'Hermetizēts', true, 0, 'H'],
  ['Citi', '#546e7a', 'Neizšķīlies zobs', 'Neizšķīlies', 'Novērošana', 'Izšķīlies', false, 4, 'N'],
];

export const CUSTOM_STATUS_GROUPS: { name: string; statuses: [string, string, string | null][] }[] = [
  { name: 'Ortodontija', statuses: [['Breketes', '#00897b', 'BR'], ['Retainers', '#26a69a', 'RT']] },
  { name: 'Novērošana', statuses: [['Kustīgs zobs', '#f9a825', 'M'], ['Jutīgs zobs', '#ef5350', 'J']] },
];

export const STATUS_CONFIG: [string, string, boolean][] = [
  ['Virsmu diagnozes', 'surface', true],
  ['Vesela zoba diagnozes', 'tooth', true],
  ['Saknes diagnozes', 'root', true],
  ['Kroņa diagnozes', 'crown', true],
  ['Žokļa diagnozes', 'jaw', false],
];

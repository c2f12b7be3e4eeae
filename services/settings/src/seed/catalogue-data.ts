import type { VatCategory } from '@dental/domain-money';

/**
 * The demo price list of a Latvian dental clinic (names in Latvian, prices in euro cents,
 * VAT-inclusive). Medical services are VAT-exempt; goods carry the standard 21 %.
 * [sku, name, minutes, price from, price to]
 */
type ServiceRow = [sku: string, name: string, minutes: number, from: number, to: number];

export const SERVICE_CATALOGUE: { category: string; color: string; services: ServiceRow[] }[] = [
  {
    category: 'Konsultācijas',
    color: '#1e88e5',
    services: [
      ['K-001', 'Zobārsta konsultācija', 30, 3500, 3500],
      ['K-002', 'Atkārtota konsultācija', 20, 2000, 2000],
      ['K-003', 'Ārstēšanas plāna sastādīšana', 30, 3000, 5000],
      ['K-004', 'Intraorāla rentgenogramma', 10, 1200, 1200],
      ['K-005', 'Panorāmas rentgenogramma (OPG)', 15, 3500, 3500],
      ['K-006', 'Datortomogrāfija (CBCT), viens žoklis', 20, 6000, 9000],
    ],
  },
  {
    category: 'Higiēna',
    color: '#00acc1',
    services: [
      ['H-001', 'Profesionālā mutes higiēna', 60, 6500, 8000],
      ['H-002', 'Zobakmens noņemšana ar ultraskaņu', 45, 4500, 5500],
      ['H-003', 'Air Flow pulēšana', 30, 3500, 3500],
      ['H-004', 'Fluorlakas pārklājums', 15, 1500, 1500],
      ['H-005', 'Zobu balināšana kabinetā', 90, 25000, 30000],
    ],
  },
  {
    category: 'Plombēšana',
    color: '#43a047',
    services: [
      ['P-001', 'Kompozīta plomba, viena virsma', 45, 5500, 6500],
      ['P-002', 'Kompozīta plomba, divas virsmas', 60, 7000, 8500],
      ['P-003', 'Kompozīta plomba, trīs virsmas', 75, 8500, 10000],
      ['P-004', 'Pagaidu plomba', 20, 2000, 2000],
      ['P-005', 'Zoba estētiskā restaurācija', 90, 12000, 16000],
      ['P-006', 'Stikla jonomēra plomba', 30, 4000, 4500],
    ],
  },
  {
    category: 'Endodontija',
    color: '#fb8c00',
    services: [
      ['E-001', 'Sakņu kanālu ārstēšana, viens kanāls', 90, 12000, 15000],
      ['E-002', 'Sakņu kanālu ārstēšana, divi kanāli', 120, 16000, 20000],
      ['E-003', 'Sakņu kanālu ārstēšana, trīs un vairāk kanālu', 150, 20000, 26000],
      ['E-004', 'Atkārtota kanālu ārstēšana', 120, 18000, 28000],
      ['E-005', 'Kanālu pagaidu pildījums ar kalcija hidroksīdu', 30, 3000, 3000],
    ],
  },
  {
    category: 'Ķirurģija',
    color: '#e53935',
    services: [
      ['Q-001', 'Zoba ekstrakcija, vienkārša', 30, 5000, 6000],
      ['Q-002', 'Zoba ekstrakcija, sarežģīta', 60, 9000, 12000],
      ['Q-003', 'Gudrības zoba ekstrakcija', 60, 12000, 18000],
      ['Q-004', 'Piena zoba ekstrakcija', 20, 3000, 3000],
      ['Q-005', 'Brūces šūšana', 15, 2000, 2000],
    ],
  },
  {
    category: 'Protezēšana',
    color: '#8e24aa',
    services: [
      ['R-001', 'Metālkeramikas kronis', 60, 35000, 40000],
      ['R-002', 'Cirkonija kronis', 60, 45000, 55000],
      ['R-003', 'Keramikas venīrs', 60, 45000, 60000],
      ['R-004', 'Pilna izņemamā protēze', 60, 50000, 65000],
      ['R-005', 'Daļēja izņemamā protēze', 60, 40000, 55000],
      ['R-006', 'Kroņa cementēšana', 30, 3000, 3000],
    ],
  },
  {
    category: 'Implantoloģija',
    color: '#3949ab',
    services: [
      ['I-001', 'Implanta ievietošana', 90, 75000, 95000],
      ['I-002', 'Kronis uz implanta', 60, 60000, 75000],
      ['I-003', 'Kaula pieaudzēšana (augmentācija)', 90, 30000, 60000],
      ['I-004', 'Sinusa pacelšana', 120, 60000, 90000],
    ],
  },
  {
    category: 'Ortodontija',
    color: '#00897b',
    services: [
      ['O-001', 'Ortodonta konsultācija', 30, 4000, 4000],
      ['O-002', 'Metāla breketes, viens žoklis', 90, 90000, 110000],
      ['O-003', 'Keramikas breketes, viens žoklis', 90, 120000, 140000],
      ['O-004', 'Breketu kontroles vizīte', 30, 4000, 5000],
      ['O-005', 'Retainers (fiksējošā stieple)', 45, 12000, 15000],
    ],
  },
  {
    category: 'Bērnu zobārstniecība',
    color: '#fdd835',
    services: [
      ['B-001', 'Bērna pirmā vizīte un adaptācija', 30, 2500, 2500],
      ['B-002', 'Piena zoba plomba', 30, 4000, 5000],
      ['B-003', 'Fisūru hermetizācija, viens zobs', 20, 2500, 2500],
      ['B-004', 'Piena zoba pulpotomija', 45, 6000, 7500],
    ],
  },
];

/** Desk goods: [sku, name, price cents, unit]. */
export const PRODUCT_CATALOGUE: { category: string; color: string; products: [string, string, number, string][] }[] = [
  {
    category: 'Mutes higiēnas preces',
    color: '#26a69a',
    products: [
      ['G-001', 'Zobu birste Curaprox CS 5460', 690, 'PCS'],
      ['G-002', 'Elektriskās zobu birstes uzgaļi (2 gab.)', 1490, 'PK'],
      ['G-003', 'Starpzobu birstītes (5 gab.)', 650, 'PK'],
      ['G-004', 'Zobu diegs 50 m', 390, 'PCS'],
      ['G-005', 'Zobu pasta ar fluorīdu 75 ml', 590, 'PCS'],
      ['G-006', 'Mutes skalojamais līdzeklis 500 ml', 890, 'PCS'],
      ['G-007', 'Mēles tīrītājs', 350, 'PCS'],
      ['G-008', 'Ūdens irigatora uzgaļi (4 gab.)', 1290, 'PK'],
      ['G-009', 'Bērnu zobu birste', 450, 'PCS'],
      ['G-010', 'Bērnu zobu pasta 50 ml', 490, 'PCS'],
    ],
  },
  {
    category: 'Ortodontijas un protēžu preces',
    color: '#7e57c2',
    products: [
      ['G-011', 'Ortodontiskais vasks', 390, 'PCS'],
      ['G-012', 'Ortodontiskā zobu birste', 590, 'PCS'],
      ['G-013', 'Protēžu tīrīšanas tabletes (30 gab.)', 690, 'PK'],
      ['G-014', 'Protēžu fiksācijas krēms', 790, 'PCS'],
      ['G-015', 'Kapes uzglabāšanas kārbiņa', 490, 'PCS'],
    ],
  },
];

export const SERVICE_VAT: VatCategory = 'exempt';
export const PRODUCT_VAT: VatCategory = 'standard';

import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { create } from 'xmlbuilder2';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney } from '@dental/domain-money';
import { api, binaryBody, bookingSetup, sql, textBody, type DemoFixtures, SEALED_CODE_COLUMNS, sealedCodeValues } from '@dental/server-testing';
import { freshBranch, retireFreshBranches, invoicesApi, priceList, type PriceList } from './billing-fixtures.js';
import { ublProblems } from './ubl-structure.js';

type Xml = Record<string, unknown>;

/** Whitespace as one plain space (Intl writes a no-break space before €; PDF text extraction varies). */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const cents = (value: unknown) => Math.round(Number(typeof value === 'object' && value !== null ? (value as Xml)['#'] : value) * 100);
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** A 1x1 PNG: pdfmake embeds it as an image XObject. */
const PNG_LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const xmlRoot = (xml: string) => (create(xml).end({ format: 'object' }) as Xml).Invoice as Xml;
const buyerOf = (root: Xml) => (root['cac:AccountingCustomerParty'] as Xml)['cac:Party'] as Xml;

/**
 * The printed invoice (pdfmake, text read back with unpdf) and the UBL 2.1 e-invoice of the same
 * issued invoice: the PDF holds the number, the branch's company number, Latvian letters,
 * Cyrillic beside them for a Russian-speaking patient, the exempt reason and the totals; the UBL
 * carries Peppol BIS 3.0's required parts and its totals add up and equal the PDF's.
 */
describe('billing: printed invoice and e-invoice', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let items: PriceList;
  let branch: string;
  let patient: string;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    items = await priceList(app);
    branch = await freshBranch(app, fx.branch);
    await sql(
      app,
      `update branch set company_name = 'SIA Zobārstniecība Ķīpsala', company_number = '40003123456', address_declared = 'Ūdens iela 1, Rīga, LV-1048',
         address_actual = 'Ģertrūdes iela 2, Rīga', bank_name = 'Swedbank', bank_code = 'HABA', bank_swift = 'HABALV22', color = '#2e7d32' where uuid = ?`,
      [branch],
    );
    // The VAT number, the IBAN and the logo go where the branch's other template fields are edited (settings' branch API).
    const [{ version }] = await sql<{ version: number }>(app, 'select version from branch where uuid = ?', [branch]);
    const patched = await api(app).patch(`/api/settings/branches/${branch}`).set('authorization', admin).send({ vat_number: 'LV40003123456', iban: 'LV80 BANK 0000 4351 9500 1', version });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ vat_number: 'LV40003123456', iban: 'LV80BANK0000435195001' });
    const logo = await api(app).put(`/api/settings/branches/${branch}/logo`).set('authorization', admin).send({ logo: PNG_LOGO, version: patched.body.data.version });
    expect(logo.status).toBe(200);
    patient = randomUUID();
    await sql(
      app,
      `insert into patient (uuid, company_id, first_name, last_name, ${SEALED_CODE_COLUMNS}, communication_language, email)
       select ?, company_id, 'Анна', 'Čakste-Šņore-Žīgure', ?, ?, ?, 'ru', 'anna@example.com' from branch where uuid = ?`,
      [patient, ...sealedCodeValues('010190-12345'), branch],
    );
  }, 120_000);
  afterAll(async () => {
    await retireFreshBranches(app);
    await app.close();
  });

  const issue = async (body: object) => {
    const inv = invoicesApi(app, admin);
    const made = await inv.create({ patient_uuid: patient, branch_uuid: branch, ...body });
    expect(made.status).toBe(201);
    const issued = await inv.issue(made.body.data.uuid, made.body.data.version);
    expect(issued.status).toBe(200);
    return issued.body.data;
  };
  const pdfText = async (uuid: string) => (await pdfOf(uuid)).text;
  /** The first page's texts with their boxes (points, origin at the bottom left). */
  const pdfItems = async (uuid: string) => {
    const res = await api(app).get(`/api/invoices/${uuid}/pdf`).set('authorization', admin).buffer(true).parse(binaryBody);
    const page = await (await getDocumentProxy(new Uint8Array(res.body as Buffer))).getPage(1);
    const { items } = await page.getTextContent();
    return items
      .flatMap((item) => ('str' in item && item.str.trim() ? [{ text: flat(item.str), x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height }] : []));
  };
  const pdfOf = async (uuid: string) => {
    const res = await api(app).get(`/api/invoices/${uuid}/pdf`).set('authorization', admin).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
    return { text: flat(text), images: (body.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length };
  };
  const ubl = async (uuid: string) => {
    const res = await api(app).get(`/api/invoices/${uuid}/ubl`).set('authorization', admin).buffer(true).parse(textBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    return res.body as string;
  };

  it('prints the number, the company and VAT numbers, the IBAN, units by name, Latvian letters, Cyrillic and the totals', async () => {
    const invoice = await issue({
      services: [{ service_uuid: items.filling, count: 2 }, { service_uuid: items.whitening, insurance: { percent: 50 } }],
      products: [{ product_uuid: items.toothpaste }],
    });
    await invoicesApi(app, admin).pay(invoice.uuid, { method: 1, amount: 5000 });
    const { text, images } = await pdfOf(invoice.uuid);
    expect(text).toContain(invoice.invoice_id);
    expect(text).toContain('40003123456');
    // The branch's VAT number (set through the settings API) and its logo (the PDF's only image, with its alpha mask).
    expect(text).toContain('PVN reģ. Nr.');
    expect(text).toContain('LV40003123456');
    // The IBAN (printed in groups of four) beside the bank's own code.
    expect(text).toContain('IBAN: LV80 BANK 0000 4351 9500 1');
    expect(text).toContain('HABA');
    // Units by their names in the document's languages, never the stored codes.
    expect(text).toContain('Gabals / Штука');
    expect(text).toContain('Gabali / Штуки');
    expect(text).not.toMatch(/ PCS? /);
    expect(images).toBeGreaterThan(0);
    expect(text).toContain('SIA Zobārstniecība Ķīpsala');
    expect(text).toContain('Ūdens iela 1');
    expect(text).toContain('Ģertrūdes iela 2');
    expect(text).toContain('HABALV22');
    // Latvian always, the patient's Russian beside it; Latvian letters and Cyrillic both render as text.
    expect(text).toContain('Rēķins / Счёт');
    expect(text).toContain('Анна Čakste-Šņore-Žīgure');
    for (const letter of ['ā', 'č', 'ē', 'ģ', 'ī', 'ķ', 'ļ', 'ņ', 'š', 'ū', 'ž']) expect(text.toLowerCase()).toContain(letter);
    expect(text).toContain('Pievienotās vērtības nodokļa likuma 52. panta pirmās daļas 12. punkts');
    expect(text).toContain('Не облагается НДС');
    // 2 x 45.00 exempt + 121.00 (21 %) + 3.99 (21 %) = 214.99; VAT 21.00 + 0.69 = 21.69; insurer 60.50.
    expect(invoice).toMatchObject({ price_total: 21499, price_vat: 2169, price_insurance: 6050, price_to_pay: 15449 });
    for (const amount of [21499, 2169, 21499 - 2169, 6050, 15449, 5000, 10449]) expect(text).toContain(flat(formatMoney(amount, 'lv')));
  });

  it('answers UBL 2.1 per Peppol BIS 3.0 whose totals add up and equal the PDF', async () => {
    const invoice = await issue({
      services: [{ service_uuid: items.filling, count: 2, discount: { percent: 10 } }, { service_uuid: items.whitening }],
      products: [{ product_uuid: items.toothpaste, count: 3 }],
      payer: { name: 'AAS Apdrošinātājs', registration_number: '40003000001', vat_number: 'LV40003000001', address: 'Brīvības iela 1, Rīga' },
    });
    const xml = await ubl(invoice.uuid);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(ublProblems(xml)).toEqual([]);
    const root = (create(xml).end({ format: 'object' }) as Xml).Invoice as Xml;
    expect(root['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(root['cbc:CustomizationID']).toBe('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(root['cbc:ProfileID']).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(root['cbc:ID']).toBe(invoice.invoice_id);
    expect(root['cbc:InvoiceTypeCode']).toBe('380');
    expect(root['cbc:DocumentCurrencyCode']).toBe('EUR');
    expect(root['cbc:IssueDate']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(root['cbc:BuyerReference']).toBeTruthy();
    // Seller: the branch's company; buyer: the named company, not the patient.
    const seller = (root['cac:AccountingSupplierParty'] as Xml)['cac:Party'] as Xml;
    expect((seller['cac:PartyLegalEntity'] as Xml)['cbc:CompanyID']).toBe('40003123456');
    expect(seller['cbc:EndpointID']).toEqual({ '@schemeID': '0218', '#': '40003123456' });
    expect((seller['cac:PartyTaxScheme'] as Xml)['cbc:CompanyID']).toBe('LV40003123456');
    expect((buyerOf(root))['cbc:EndpointID']).toEqual({ '@schemeID': '0218', '#': '40003000001' });
    // An employer or insurer without an insurer's part on the lines owes what the patient would: the whole invoice here.
    expect(cents((root['cac:LegalMonetaryTotal'] as Xml)['cbc:PayableAmount'])).toBe(invoice.price_to_pay);
    expect(((seller['cac:PostalAddress'] as Xml)['cac:Country'] as Xml)['cbc:IdentificationCode']).toBe('LV');
    const buyer = (root['cac:AccountingCustomerParty'] as Xml)['cac:Party'] as Xml;
    expect((buyer['cac:PartyLegalEntity'] as Xml)['cbc:RegistrationName']).toBe('AAS Apdrošinātājs');
    expect(((buyer['cac:PartyTaxScheme'] as Xml)['cbc:CompanyID'])).toBe('LV40003000001');
    expect(((root['cac:PaymentMeans'] as Xml)['cac:PayeeFinancialAccount'] as Xml)['cbc:ID']).toBe('LV80BANK0000435195001');

    const lines = list(root['cac:InvoiceLine'] as Xml | Xml[]);
    expect(lines).toHaveLength(3);
    const totals = root['cac:LegalMonetaryTotal'] as Xml;
    const taxTotal = root['cac:TaxTotal'] as Xml;
    const subtotals = list(taxTotal['cac:TaxSubtotal'] as Xml | Xml[]);
    // BR-CO-10: sum of line net amounts; BR-CO-13/15/16: exclusive, inclusive, payable.
    const lineNet = lines.reduce((sum, line) => sum + cents(line['cbc:LineExtensionAmount']), 0);
    expect(cents(totals['cbc:LineExtensionAmount'])).toBe(lineNet);
    expect(cents(totals['cbc:TaxExclusiveAmount'])).toBe(lineNet);
    expect(cents(totals['cbc:TaxInclusiveAmount'])).toBe(lineNet + cents(taxTotal['cbc:TaxAmount']));
    expect(cents(totals['cbc:PayableAmount'])).toBe(cents(totals['cbc:TaxInclusiveAmount']) - cents(totals['cbc:PrepaidAmount'] ?? 0));
    // BR-CO-14: VAT total is the sum of the category amounts; each category's base is its lines' net (BR-S-08, BR-E-08).
    expect(subtotals.reduce((sum, subtotal) => sum + cents(subtotal['cbc:TaxAmount']), 0)).toBe(cents(taxTotal['cbc:TaxAmount']));
    for (const subtotal of subtotals) {
      const code = (subtotal['cac:TaxCategory'] as Xml)['cbc:ID'];
      const base = lines
        .filter((line) => (((line['cac:Item'] as Xml)['cac:ClassifiedTaxCategory'] as Xml)['cbc:ID']) === code)
        .reduce((sum, line) => sum + cents(line['cbc:LineExtensionAmount']), 0);
      expect(cents(subtotal['cbc:TaxableAmount'])).toBe(base);
    }
    // Exempt lines: category E, 0 %, no VAT, the VATEX code and the printed reason (BR-E-05, BR-E-10).
    const exempt = subtotals.find((subtotal) => (subtotal['cac:TaxCategory'] as Xml)['cbc:ID'] === 'E') as Xml;
    expect(cents(exempt['cbc:TaxAmount'])).toBe(0);
    expect((exempt['cac:TaxCategory'] as Xml)['cbc:Percent']).toBe('0');
    expect((exempt['cac:TaxCategory'] as Xml)['cbc:TaxExemptionReasonCode']).toBe('VATEX-EU-132-1C');
    expect(String((exempt['cac:TaxCategory'] as Xml)['cbc:TaxExemptionReason'])).toContain('52. panta');
    // PEPPOL-EN16931-R120: line net = quantity x net price (within its rounding slack).
    for (const line of lines) {
      const quantity = Number((line['cbc:InvoicedQuantity'] as Xml)['#']);
      const price = Number(((line['cac:Price'] as Xml)['cbc:PriceAmount'] as Xml)['#']);
      expect(Math.abs(quantity * price * 100 - cents(line['cbc:LineExtensionAmount']))).toBeLessThanOrEqual(2);
    }

    // The same totals as the API's and the PDF's.
    expect(cents(totals['cbc:TaxInclusiveAmount'])).toBe(invoice.price_total);
    expect(cents(taxTotal['cbc:TaxAmount'])).toBe(invoice.price_vat);
    const text = await pdfText(invoice.uuid);
    for (const amount of [cents(totals['cbc:TaxInclusiveAmount']), cents(taxTotal['cbc:TaxAmount']), cents(totals['cbc:TaxExclusiveAmount'])]) {
      expect(text).toContain(flat(formatMoney(amount, 'lv')));
    }
  });

  it('writes a credit note as a UBL CreditNote that refers to its invoice', async () => {
    const invoice = await issue({ services: [{ service_uuid: items.filling }] });
    const note = await invoicesApi(app, admin).credit(invoice.uuid, { reason: 'Atcelts' });
    expect(note.status).toBe(201);
    const noteXml = await ubl(note.body.data.uuid);
    expect(ublProblems(noteXml)).toEqual([]);
    const root = (create(noteXml).end({ format: 'object' }) as Xml).CreditNote as Xml;
    expect(root['cbc:CreditNoteTypeCode']).toBe('381');
    expect(((root['cac:BillingReference'] as Xml)['cac:InvoiceDocumentReference'] as Xml)['cbc:ID']).toBe(invoice.invoice_id);
    expect(list(root['cac:CreditNoteLine'] as Xml | Xml[])).toHaveLength(1);
  });

  it('words a credit note as a credit: money going back to the patient, never "patient pays"', async () => {
    const invoice = await issue({ services: [{ service_uuid: items.filling }] });
    await invoicesApi(app, admin).pay(invoice.uuid, { method: 1, amount: 4500 });
    const note = await invoicesApi(app, admin).credit(invoice.uuid, { reason: 'Atcelts' });
    const text = await pdfText(note.body.data.uuid);
    expect(text).toContain('Kredītrēķins / Кредитовый счёт');
    expect(text).toContain(`Kredīts pacientam (atmaksājams) / Кредит пациенту (к возврату) ${flat(formatMoney(4500, 'lv'))}`);
    for (const word of ['Pacientam jāmaksā', 'Пациент платит', 'Atlikums apmaksai']) expect(text).not.toContain(word);
  });

  it('lays the VAT summary out apart from the totals: nothing runs into anything, everything within the margins', async () => {
    // Amounts in the thousands, two rates: the widest a summary and the totals get.
    const invoice = await issue({ services: [{ service_uuid: items.filling, count: 40 }, { service_uuid: items.whitening, count: 20 }] });
    const texts = await pdfItems(invoice.uuid);
    const [left, rightEdge] = [40, 595.28 - 40];
    for (const item of texts) {
      expect({ text: item.text, outside: item.x < left - 0.5 || item.x + item.width > rightEdge + 0.5 }).toEqual({ text: item.text, outside: false });
    }
    // On any line, two texts keep at least a space between them ("70,00 €Kopā / Total" was the summary running into the totals).
    for (const [index, a] of texts.entries()) {
      for (const b of texts.slice(index + 1)) {
        const sameLine = a.y < b.y + b.height && b.y < a.y + a.height;
        const gap = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
        if (sameLine) expect({ pair: [a.text, b.text], touching: gap < 2 }).toEqual({ pair: [a.text, b.text], touching: false });
      }
    }
    // The summary's rows and the totals' rows never share a line (side by side, the summary ran into the totals).
    const heading = texts.find((item) => item.text === 'PVN kopsavilkums / Сводка НДС');
    const rateCells = texts.filter((item) => heading && item.y < heading.y && item.x < 100 && (item.text === '21 %' || item.text.startsWith('neapliek')));
    expect(rateCells).toHaveLength(2);
    const totalsLabel = /^(Bez PVN|PVN \/|Kopā|Pacientam jāmaksā|Samaksāts|Atlikums apmaksai)/;
    for (const cell of rateCells) {
      const beside = texts.filter((item) => item.y < cell.y + cell.height && cell.y < item.y + item.height && totalsLabel.test(item.text));
      expect({ row: cell.text, beside: beside.map((item) => item.text) }).toEqual({ row: cell.text, beside: [] });
    }
  });

  it("makes an insurer buyer owe the insurer part; a patient's own e-invoice is plain EN 16931 with the e-mail as contact", async () => {
    const insured = await issue({
      services: [{ service_uuid: items.whitening, insurance: { percent: 50 } }],
      payer: { name: 'AAS Apdrošinātājs', registration_number: '40003000001', address: 'Brīvības iela 1, Rīga' },
    });
    await invoicesApi(app, admin).pay(insured.uuid, { method: 1, amount: 1000 });
    const insurer = xmlRoot(await ubl(insured.uuid));
    const totals = insurer['cac:LegalMonetaryTotal'] as Xml;
    // 121.00, the insurer's half 60.50: that is what the insurer owes; the patient's half (and its payments) is not its debt.
    expect(cents(totals['cbc:PayableAmount'])).toBe(6050);
    expect(cents(totals['cbc:PrepaidAmount'])).toBe(12100 - 6050);

    const own = await issue({ services: [{ service_uuid: items.whitening, insurance: { percent: 50 } }] });
    await invoicesApi(app, admin).pay(own.uuid, { method: 1, amount: 1000 });
    const patientXml = xmlRoot(await ubl(own.uuid));
    // Not a Peppol document: a private person has no Peppol endpoint, and e-mail (EM) is no Peppol scheme (PEPPOL-EN16931-CL008).
    expect(patientXml['cbc:CustomizationID']).toBe('urn:cen.eu:en16931:2017');
    expect(patientXml).not.toHaveProperty('cbc:ProfileID');
    expect(buyerOf(patientXml)).not.toHaveProperty('cbc:EndpointID');
    expect(buyerOf(patientXml)['cac:Contact']).toEqual({ 'cbc:ElectronicMail': 'anna@example.com' });
    expect(cents((patientXml['cac:LegalMonetaryTotal'] as Xml)['cbc:PayableAmount'])).toBe(6050 - 1000);
    // The company's invoice is Peppol BIS 3.0, both parties on the network by their register numbers.
    expect(insurer['cbc:CustomizationID']).toBe('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(insurer['cbc:ProfileID']).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(buyerOf(insurer)['cbc:EndpointID']).toEqual({ '@schemeID': '0218', '#': '40003000001' });
  });

  it("gives a patient without e-mail their e-invoice; refuses a seller without register or VAT number, naming the branch's field", async () => {
    const silent = randomUUID();
    await sql(
      app,
      `insert into patient (uuid, company_id, first_name, last_name, communication_language) select ?, company_id, 'Bez', 'Pasta', 'lv' from branch where uuid = ?`,
      [silent, branch],
    );
    const inv = invoicesApi(app, admin);
    const made = await inv.create({ patient_uuid: silent, branch_uuid: branch, services: [{ service_uuid: items.filling }] });
    const noEmail = (await inv.issue(made.body.data.uuid, made.body.data.version)).body.data;
    const patientXml = xmlRoot(await ubl(noEmail.uuid));
    expect((buyerOf(patientXml)['cac:PartyLegalEntity'] as Xml)['cbc:RegistrationName']).toBe('Bez Pasta');
    expect(buyerOf(patientXml)).not.toHaveProperty('cac:Contact');

    const issueIn = async (sellerBranch: string) => {
      const draft = await inv.create({ patient_uuid: patient, branch_uuid: sellerBranch, services: [{ service_uuid: items.filling }] });
      return (await inv.issue(draft.body.data.uuid, draft.body.data.version)).body.data as { uuid: string };
    };
    const unregistered = await freshBranch(app, branch);
    await sql(app, `update branch set company_number = null, vat_number = 'LV40003123456' where uuid = ?`, [unregistered]);
    const lv = await api(app).get(`/api/invoices/${(await issueIn(unregistered)).uuid}/ubl`).set('authorization', admin).set('content-language', 'lv');
    expect(lv.status).toBe(409);
    expect(lv.body.error.code).toBe('UBL_SELLER_ID_MISSING');
    expect(lv.body.error.fields.company_number).toContain('reģistrācijas numurs');

    // Exempt (E) and standard-rated (S) lines need the seller's VAT identifier, BT-31 (BR-E-02, BR-S-02): no e-invoice without it.
    const noVat = await freshBranch(app, branch);
    await sql(app, 'update branch set vat_number = null where uuid = ?', [noVat]);
    const withoutVat = await issueIn(noVat);
    for (const [language, words] of [['en', "branch's VAT number"], ['lv', 'PVN maksātāja numurs'], ['ru', 'номер плательщика НДС']] as const) {
      const refused = await api(app).get(`/api/invoices/${withoutVat.uuid}/ubl`).set('authorization', admin).set('content-language', language);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('UBL_SELLER_VAT_MISSING');
      expect(refused.body.error.fields.vat_number).toContain(words);
    }
    // The printed invoice needs neither.
    expect((await api(app).get(`/api/invoices/${withoutVat.uuid}/pdf`).set('authorization', admin)).status).toBe(200);
    // A VAT number typed without its country prefix is carried with it (BR-CO-09).
    await sql(app, `update branch set vat_number = '40003123456' where uuid = ?`, [noVat]);
    const seller = ((xmlRoot(await ubl(withoutVat.uuid))['cac:AccountingSupplierParty'] as Xml)['cac:Party'] as Xml)['cac:PartyTaxScheme'] as Xml;
    expect(seller['cbc:CompanyID']).toBe('LV40003123456');
  });

  it("the structure check refuses what breaks UBL 2.1's order, namespaces or well-formedness", async () => {
    const invoice = await issue({ services: [{ service_uuid: items.filling }] });
    const xml = await ubl(invoice.uuid);
    expect(ublProblems(xml)).toEqual([]);
    const reordered = xml.replace(/(\s*<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>)(\s*<cbc:ID>[^<]*<\/cbc:ID>)/, '$2$1');
    expect(reordered).not.toBe(xml);
    expect(ublProblems(reordered)).toEqual(['Invoice/CustomizationID: out of order in Invoice']);
    expect(ublProblems(xml.replace('</cbc:ID>', '</cbc:Id>'))[0]).toMatch(/^not well-formed/);
    expect(ublProblems(xml.replace('xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"', 'xmlns:cbc="urn:example:cbc"'))).toContain('Invoice/CustomizationID: namespace urn:example:cbc');
  });

  it('refuses the PDF and UBL of a draft (409) and answers 404 for an unknown invoice', async () => {
    const draft = await invoicesApi(app, admin).create({ patient_uuid: patient, branch_uuid: branch, services: [{ service_uuid: items.filling }] });
    const res = await api(app).get(`/api/invoices/${draft.body.data.uuid}/pdf`).set('authorization', admin).set('content-language', 'en');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'INVOICE_NOT_ISSUED', message: 'Issue the invoice first' });
    expect((await api(app).get(`/api/invoices/${randomUUID()}/ubl`).set('authorization', admin)).status).toBe(404);
  });

  it("exports the filtered list as CSV with the invoices_export permission, issue dates as the branch's days", async () => {
    // 22:30 UTC on 1 March is already 2 March in Riga (UTC+2): the CSV says the branch's day.
    const late = await issue({ services: [{ service_uuid: items.filling }] });
    await sql(app, `update invoice set issued_at = '2026-03-01T22:30:00Z' where uuid = ?`, [late.uuid]);
    const res = await api(app).get('/api/invoices/export.csv').query({ branch_uuid: branch, kind: 'invoice', patient_uuid: patient }).set('authorization', admin).set('content-language', 'en').buffer(true).parse(textBody);
    expect(res.status).toBe(200);
    const [header, ...rows] = (res.body as string).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header?.split(';').slice(0, 5)).toEqual(['Number', 'Kind', 'Status', 'Issued', 'Patient']);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.includes('Čakste-Šņore-Žīgure Анна'))).toBe(true);
    expect(rows.find((row) => row.startsWith(`${late.invoice_id};`))?.split(';')[3]).toBe('2026-03-02');
  });
});

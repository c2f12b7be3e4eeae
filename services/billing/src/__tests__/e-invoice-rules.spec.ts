import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { api, bookingSetup, sql, textBody, type DemoFixtures, SEALED_CODE_COLUMNS, sealedCodeValues } from '@dental/server-testing';
import { freshBranch, invoicesApi, priceList, retireFreshBranches, type PriceList } from './billing-fixtures.js';
import { brokenRules, EN16931_PARTY_RULES, PEPPOL_PARTY_RULES } from './en16931-rules.js';
import { ublProblems } from './ubl-structure.js';
import { edited, parseUbl, type UblNode } from './ubl-tree.js';

type Kind = 'patient' | 'company' | 'patient_credit' | 'company_credit' | 'demo';

/**
 * EN 16931's seller and buyer rules (and Peppol's, for the invoices a company pays) run over the
 * UBL the API answers (en16931-rules.ts says why they are tests and not CEN's artefacts): every
 * document meets them, and each rule, shown a document with one violation planted, reports it, so
 * none of them passes for want of looking.
 */
describe('billing: e-invoices meet the seller and buyer rules of EN 16931 and Peppol', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let items: PriceList;
  const documents = new Map<Kind, UblNode>();

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    items = await priceList(app);
    const branch = await freshBranch(app, fx.branch);
    await sql(
      app,
      `update branch set company_name = 'SIA Zobu Klīnika', company_number = '40003999999', vat_number = 'LV40003999999', iban = 'LV80BANK0000435195001',
         address_declared = 'Ūdens iela 1, Rīga, LV-1048', bank_swift = 'HABALV22' where uuid = ?`,
      [branch],
    );
    const patient = randomUUID();
    await sql(
      app,
      `insert into patient (uuid, company_id, first_name, last_name, ${SEALED_CODE_COLUMNS}, communication_language, email, address)
       select ?, company_id, 'Rūta', 'Kalniņa', ?, ?, ?, 'lv', 'ruta@example.com', 'Lāčplēša iela 5, Rīga' from branch where uuid = ?`,
      [patient, ...sealedCodeValues('150385-11111'), branch],
    );
    const inv = invoicesApi(app, admin);
    const issue = async (body: object, seller = branch) => {
      const made = await inv.create({ patient_uuid: patient, branch_uuid: seller, ...body });
      const issued = await inv.issue(made.body.data.uuid, made.body.data.version);
      expect(issued.status).toBe(200);
      return issued.body.data as { uuid: string; services: { uuid: string }[] };
    };
    // Exempt (E) and standard-rated (S) lines: the invoices BR-E-02 and BR-S-02 speak of.
    const lines = { services: [{ service_uuid: items.filling }, { service_uuid: items.whitening }], products: [{ product_uuid: items.toothpaste }] };
    const own = await issue(lines);
    const employer = await issue({ ...lines, payer: { name: 'SIA Darba Devējs', registration_number: '40003000002', vat_number: '40003000002', address: 'Brīvības iela 2, Rīga' } });
    const credited = async (uuid: string, body: object = {}) => (await inv.credit(uuid, { reason: 'Atcelts', ...body })).body.data.uuid as string;
    // The demo's own branch: its seeded VAT number carries the seller's identifier.
    const demo = await issue({ services: [{ service_uuid: items.whitening }] }, fx.branch);
    const uuids: Record<Kind, string> = {
      patient: own.uuid,
      company: employer.uuid,
      // The patient's credit note reverses the exempt filling only: a document of E lines alone.
      patient_credit: await credited(own.uuid, { lines: [{ line_uuid: own.services[0]?.uuid, count: 1 }] }),
      company_credit: await credited(employer.uuid),
      demo: demo.uuid,
    };
    for (const [kind, uuid] of Object.entries(uuids) as [Kind, string][]) {
      const res = await api(app).get(`/api/invoices/${uuid}/ubl`).set('authorization', admin).buffer(true).parse(textBody);
      expect(res.status).toBe(200);
      expect(ublProblems(res.body as string)).toEqual([]);
      documents.set(kind, parseUbl(res.body as string));
    }
  }, 120_000);
  afterAll(async () => {
    await retireFreshBranches(app);
    await app.close();
  });

  const document = (kind: Kind) => documents.get(kind) as UblNode;

  it.each(['patient', 'company', 'patient_credit', 'company_credit', 'demo'] as const)("the %s document meets every seller and buyer rule of EN 16931", (kind) => {
    expect(brokenRules(document(kind), EN16931_PARTY_RULES)).toEqual([]);
  });

  it("the company's invoice and credit note meet Peppol's party rules too; a patient's documents are no Peppol documents", () => {
    for (const kind of ['company', 'company_credit'] as const) expect(brokenRules(document(kind), PEPPOL_PARTY_RULES)).toEqual([]);
    // A patient has no Peppol endpoint: their invoice claims no Peppol customization, so Peppol's rules do not judge it.
    for (const kind of ['patient', 'patient_credit'] as const) {
      expect(document(kind).children.find((child) => child.local === 'CustomizationID')?.text).toBe('urn:cen.eu:en16931:2017');
      expect(brokenRules(document(kind), PEPPOL_PARTY_RULES)).toEqual(['PEPPOL-EN16931-R010']);
    }
  });

  const SELLER = 'AccountingSupplierParty/Party';
  const BUYER = 'AccountingCustomerParty/Party';
  const drop = () => null;
  const retext = (text: string) => (node: UblNode) => ({ ...node, text });
  const unscheme = (node: UblNode) => ({ ...node, attributes: {} });
  /** One violation per rule, planted in a document that otherwise meets it. */
  const planted: [rule: string, kind: Kind, path: string, change: (node: UblNode) => UblNode | null][] = [
    ['BR-06', 'patient', `${SELLER}/PartyLegalEntity/RegistrationName`, drop],
    ['BR-07', 'patient', `${BUYER}/PartyLegalEntity/RegistrationName`, drop],
    ['BR-08', 'patient', `${SELLER}/PostalAddress`, drop],
    ['BR-09', 'patient', `${SELLER}/PostalAddress/Country`, drop],
    ['BR-10', 'company', `${BUYER}/PostalAddress`, drop],
    ['BR-11', 'company', `${BUYER}/PostalAddress/Country`, drop],
    ['BR-62', 'patient', `${SELLER}/EndpointID`, unscheme],
    ['BR-63', 'company', `${BUYER}/EndpointID`, unscheme],
    ['BR-CO-09', 'company', `${BUYER}/PartyTaxScheme/CompanyID`, retext('40003000002')],
    ['BR-CO-26', 'patient_credit', SELLER, (party) => edited(edited(party, 'PartyTaxScheme', drop), 'PartyLegalEntity/CompanyID', drop)],
    ['BR-S-02', 'demo', `${SELLER}/PartyTaxScheme`, drop],
    ['BR-E-02', 'patient_credit', `${SELLER}/PartyTaxScheme`, drop],
    ['BR-CL-14', 'patient', `${BUYER}/PostalAddress/Country/IdentificationCode`, retext('XX')],
    ['PEPPOL-EN16931-R010', 'company', `${BUYER}/EndpointID`, drop],
    ['PEPPOL-EN16931-R020', 'company', `${SELLER}/EndpointID`, drop],
    ['PEPPOL-EN16931-CL008', 'company', `${BUYER}/EndpointID`, (node) => ({ ...node, attributes: { schemeID: 'EM' } })],
  ];

  it.each(planted)('%s reports the violation planted in the %s document', (rule, kind, path, change) => {
    const broken = brokenRules(edited(document(kind), path, change), [...EN16931_PARTY_RULES, ...PEPPOL_PARTY_RULES]);
    expect(broken).toContain(rule);
  });

  it('every listed rule has a planted violation, and BR-S-02 and BR-E-02 each judge their own category', () => {
    expect([...EN16931_PARTY_RULES, ...PEPPOL_PARTY_RULES].map((rule) => rule.id).sort()).toEqual(planted.map(([rule]) => rule).sort());
    // Without the seller's VAT identifier: the demo invoice (standard-rated only) breaks BR-S-02 alone, the exempt credit note BR-E-02 alone.
    const withoutVat = (kind: Kind) => brokenRules(edited(document(kind), `${SELLER}/PartyTaxScheme`, drop), EN16931_PARTY_RULES).filter((id) => id.endsWith('-02'));
    expect(withoutVat('demo')).toEqual(['BR-S-02']);
    expect(withoutVat('patient_credit')).toEqual(['BR-E-02']);
    expect(withoutVat('patient')).toEqual(['BR-S-02', 'BR-E-02']);
  });
});

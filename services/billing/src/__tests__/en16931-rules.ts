import { select, textAt, type UblNode } from './ubl-tree.js';

/**
 * The business rules of EN 16931-1 (and of Peppol BIS Billing 3.0 where named) that concern the
 * seller and the buyer, as checks over a generated UBL Invoice or CreditNote. CEN's validation
 * artefacts (their Schematron compiled to XSLT, run with Saxon) and OpenPEPPOL's are not available
 * here, so the rules our invoices can meet are written out: each with its id and its text as the
 * standard words it, its UBL binding taken from CEN's UBL syntax binding. A rule about something
 * our invoices never carry (a payee, a tax representative, allowances, the categories AE, K, G, O,
 * Z, L, M) holds trivially and is not listed. docs/decisions.md "Invoices".
 */
export interface UblRule {
  id: string;
  text: string;
  /** True when the document meets the rule (or the rule does not apply to it). */
  holds: (document: UblNode) => boolean;
}

const SELLER = 'AccountingSupplierParty/Party';
const BUYER = 'AccountingCustomerParty/Party';
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** An ISO 3166-1 alpha-2 code (Intl knows every assigned one by name). */
const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== undefined;
const present = (document: UblNode, path: string) => textAt(document, path) !== '';

/** The party's tax schemes of one kind: VAT (its VAT identifier) or any other (a tax registration identifier, BT-32). */
const taxIds = (document: UblNode, party: string, vat: boolean) =>
  select(document, `${party}/PartyTaxScheme`)
    .filter((scheme) => (textAt(scheme, 'TaxScheme/ID') === 'VAT') === vat)
    .map((scheme) => textAt(scheme, 'CompanyID'))
    .filter(Boolean);
/** BT-31, BT-32 and BT-63: what BR-S-02 and BR-E-02 accept as the seller's tax identity. */
const sellerTaxIdentified = (document: UblNode) =>
  taxIds(document, SELLER, true).length > 0 || taxIds(document, SELLER, false).length > 0 || taxIds(document, 'TaxRepresentativeParty', true).length > 0;
/** BT-151 of every line. */
const lineCategories = (document: UblNode) =>
  [...select(document, 'InvoiceLine'), ...select(document, 'CreditNoteLine')].map((line) => textAt(line, 'Item/ClassifiedTaxCategory/ID'));
const endpoints = (document: UblNode, party: string) => select(document, `${party}/EndpointID`);

export const EN16931_PARTY_RULES: readonly UblRule[] = [
  { id: 'BR-06', text: 'An Invoice shall contain the Seller name (BT-27).', holds: (d) => present(d, `${SELLER}/PartyLegalEntity/RegistrationName`) },
  { id: 'BR-07', text: 'An Invoice shall contain the Buyer name (BT-44).', holds: (d) => present(d, `${BUYER}/PartyLegalEntity/RegistrationName`) },
  { id: 'BR-08', text: 'An Invoice shall contain the Seller postal address.', holds: (d) => select(d, `${SELLER}/PostalAddress`).length === 1 },
  { id: 'BR-09', text: 'The Seller postal address (BG-5) shall contain a Seller country code (BT-40).', holds: (d) => select(d, `${SELLER}/PostalAddress`).every((a) => present(a, 'Country/IdentificationCode')) },
  { id: 'BR-10', text: 'An Invoice shall contain the Buyer postal address (BG-8).', holds: (d) => select(d, `${BUYER}/PostalAddress`).length === 1 },
  { id: 'BR-11', text: 'The Buyer postal address shall contain a Buyer country code (BT-55).', holds: (d) => select(d, `${BUYER}/PostalAddress`).every((a) => present(a, 'Country/IdentificationCode')) },
  {
    id: 'BR-62',
    text: 'The Seller electronic address (BT-34) shall have a Scheme identifier.',
    holds: (d) => endpoints(d, SELLER).every((endpoint) => Boolean(endpoint.attributes.schemeID?.trim())),
  },
  {
    id: 'BR-63',
    text: 'The Buyer electronic address (BT-49) shall have a Scheme identifier.',
    holds: (d) => endpoints(d, BUYER).every((endpoint) => Boolean(endpoint.attributes.schemeID?.trim())),
  },
  {
    id: 'BR-CO-09',
    text: "The Seller VAT identifier (BT-31), the Seller tax representative VAT identifier (BT-63) and the Buyer VAT identifier (BT-48) shall have a prefix in accordance with ISO code ISO 3166-1 alpha-2 by which the country of issue may be identified. Nevertheless, Greece may use the prefix 'EL'.",
    holds: (d) => [...taxIds(d, SELLER, true), ...taxIds(d, 'TaxRepresentativeParty', true), ...taxIds(d, BUYER, true)].every((id) => id.startsWith('EL') || isCountry(id.slice(0, 2))),
  },
  {
    id: 'BR-CO-26',
    text: 'In order for the buyer to automatically identify a supplier, the Seller identifier (BT-29), the Seller legal registration identifier (BT-30) and/or the Seller VAT identifier (BT-31) shall be present.',
    holds: (d) => present(d, `${SELLER}/PartyIdentification/ID`) || present(d, `${SELLER}/PartyLegalEntity/CompanyID`) || taxIds(d, SELLER, true).length > 0,
  },
  {
    id: 'BR-S-02',
    text: 'An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Standard rated" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63).',
    holds: (d) => !lineCategories(d).includes('S') || sellerTaxIdentified(d),
  },
  {
    id: 'BR-E-02',
    text: 'An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Exempt from VAT" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63).',
    holds: (d) => !lineCategories(d).includes('E') || sellerTaxIdentified(d),
  },
  {
    id: 'BR-CL-14',
    text: 'Country codes in an invoice MUST be coded using ISO code list 3166-1',
    holds: (d) => [...select(d, `${SELLER}/PostalAddress/Country/IdentificationCode`), ...select(d, `${BUYER}/PostalAddress/Country/IdentificationCode`)].every((code) => isCountry(code.text.trim())),
  },
];

/**
 * Peppol BIS Billing 3.0's own party rules (OpenPEPPOL's PEPPOL-EN16931-UBL), for the invoices a
 * company pays. CL008's list (the Peppol participant identifier schemes) is not transcribed: it is
 * made of ISO 6523 ICD codes, four digits, and has no `EM` (e-mail); that is what is checked.
 */
export const PEPPOL_PARTY_RULES: readonly UblRule[] = [
  { id: 'PEPPOL-EN16931-R010', text: 'Buyer electronic address MUST be provided', holds: (d) => endpoints(d, BUYER).some((endpoint) => endpoint.text.trim() !== '') },
  { id: 'PEPPOL-EN16931-R020', text: 'Seller electronic address MUST be provided', holds: (d) => endpoints(d, SELLER).some((endpoint) => endpoint.text.trim() !== '') },
  {
    id: 'PEPPOL-EN16931-CL008',
    text: 'Electronic address identifier scheme must be from the codelist "Electronic Address Identifier Scheme"',
    holds: (d) => [...endpoints(d, SELLER), ...endpoints(d, BUYER)].every((endpoint) => /^\d{4}$/.test(endpoint.attributes.schemeID ?? '')),
  },
];

/** The ids of the rules `document` breaks. */
export const brokenRules = (document: UblNode, rules: readonly UblRule[]) => rules.filter((rule) => !rule.holds(document)).map((rule) => rule.id);

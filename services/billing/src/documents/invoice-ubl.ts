import { create } from 'xmlbuilder2';
import { localDate } from '@dental/domain-time';
import { translate } from '@dental/i18n';
import { compactIban, isValidIban, vatRatePercent } from '@dental/domain-money';
import { ApiException } from '@dental/server-core';
import { buyerOf } from '../invoices/invoice.mapper.js';
import type { InvoiceLine } from '../lines/invoice-line.entity.js';
import type { InvoiceDocument } from './invoice-document.js';

/** Peppol BIS Billing 3.0 identifiers (EN 16931 compliant CIUS): the invoices a company pays. */
export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** EN 16931 itself (BT-24, no CIUS): the invoices a patient pays, who is not on the Peppol network. */
export const EN16931_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017';
/** EAS/ICD 0218: the Latvian Enterprise Register's unified registration number. */
const LV_REGISTER_SCHEME = '0218';
/** VATEX: exempt under Directive 2006/112/EC Art. 132(1)(c), medical care. */
export const EXEMPTION_CODE = 'VATEX-EU-132-1C';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** Cents as a UBL amount: always two decimals, a dot. */
const amount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** The spec's units as UN/ECE Recommendation 20 codes (pieces H87, anything else "one" C62). */
const unitCode = (unit: string) => (unit === 'PC' || unit === 'PCS' ? 'H87' : unit === 'KG' || unit === 'KGS' ? 'KGM' : unit === 'L' ? 'LTR' : unit === 'M' ? 'MTR' : 'C62');
/** S for any rate (21 %, 12 %), E for exempt. */
const category = (vat: InvoiceLine['vat']) => (vat === 'exempt' ? 'E' : 'S');

/** The line's net price per unit after its discount, to 4 decimals (PEPPOL-EN16931-R120 allows the rounding). */
function netUnitPrice(line: InvoiceLine): string {
  return (line.priceWithoutVat / 100 / (line.countMilli / 1000)).toFixed(4);
}

/**
 * What the UBL's buyer owes (PayableAmount; the rest of TaxInclusiveAmount is PrepaidAmount, as
 * BR-CO-16 wants them to add up). The patient owes what remains of their part: price_to_pay less
 * its credit notes and the payments net of refunds. A named company owes the insurer's part when
 * the lines carry one (the company is the insurer; the patient's part is settled with the
 * patient), else what remains of the patient's part (an employer paying for the patient).
 * Payments are only ever taken on the patient's part (payment.service.ts). A credit note's buyer
 * is owed the whole note back. docs/decisions.md "Invoices".
 */
export function payableByBuyer(invoice: InvoiceDocument['invoice']): number {
  if (invoice.kind === 'credit_note') return invoice.priceTotal;
  if (invoice.payer && invoice.priceInsurance > 0) return invoice.priceInsurance;
  return Math.max(0, invoice.priceToPay - invoice.amountCredited - invoice.amountPaid);
}

/**
 * What an e-invoice needs that the clinic's data may lack, refused before any XML is written
 * (409, the missing branch field named): the seller's legal registration number (its 0218
 * endpoint; a branch uuid is no register number), and its VAT number as soon as a line is
 * standard-rated or exempt (BR-S-02, BR-E-02: such an invoice carries the Seller VAT identifier
 * BT-31; our lines are always one of the two).
 */
function assertSeller(doc: InvoiceDocument): void {
  if (!doc.branch.companyNumber?.trim()) throw new ApiException(409, 'UBL_SELLER_ID_MISSING', { company_number: 'UBL_SELLER_ID_MISSING' });
  if (doc.lines.length && !doc.branch.vatNumber?.trim()) throw new ApiException(409, 'UBL_SELLER_VAT_MISSING', { vat_number: 'UBL_SELLER_VAT_MISSING' });
}

/** A VAT identifier with its country prefix (BR-CO-09): "40003123456" of a Latvian branch is LV40003123456. */
export const vatIdentifier = (vatNumber: string, country: string) => {
  const compact = vatNumber.replace(/[\s.-]+/g, '').toUpperCase();
  return /^[A-Z]{2}/.test(compact) ? compact : `${country}${compact}`;
};

/**
 * An issued invoice or credit note as UBL 2.1 XML. A company payer (employer, insurer) gets Peppol
 * BIS Billing 3.0: both parties reachable on the network by their register numbers (scheme 0218).
 * A patient gets plain EN 16931 (no Peppol customization: a private person has no Peppol
 * endpoint, and Peppol's code list has no e-mail scheme, PEPPOL-EN16931-CL008), their e-mail, when
 * known, as the buyer's contact. The seller carries its VAT identifier (BT-31). Amounts are the
 * printed invoice's: each line's net (price_without_vat) is its LineExtensionAmount, the VAT per
 * category is the sum of the lines' VAT, TaxInclusiveAmount is price_total; PayableAmount is what
 * the buyer owes (payableByBuyer) and the rest PrepaidAmount. Exempt lines carry category E with
 * the VATEX code and the printed reason. docs/decisions.md "Invoices".
 */
export function invoiceUbl(doc: InvoiceDocument): string {
  assertSeller(doc);
  const { invoice, branch, patient, lines } = doc;
  const payer = invoice.payer;
  const buyer = buyerOf(invoice);
  const buyerName = `${buyer.firstName} ${buyer.lastName}`;
  const credit = invoice.kind === 'credit_note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const xml = create({ version: '1.0', encoding: 'UTF-8' }).ele(credit ? NS.creditNote : NS.invoice, root, {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
  });
  const cbc = (parent: typeof xml, name: string, text: string, attributes: Record<string, string> = {}) => parent.ele(NS.cbc, `cbc:${name}`, attributes).txt(text).up();
  const cac = (parent: typeof xml, name: string) => parent.ele(NS.cac, `cac:${name}`);
  const money = (parent: typeof xml, name: string, cents: number) => cbc(parent, name, amount(cents), { currencyID: 'EUR' });
  const vatScheme = (party: typeof xml, vatNumber: string, country: string) => {
    const scheme = cac(party, 'PartyTaxScheme');
    cbc(scheme, 'CompanyID', vatIdentifier(vatNumber, country));
    cbc(cac(scheme, 'TaxScheme'), 'ID', 'VAT');
  };

  cbc(xml, 'CustomizationID', payer ? PEPPOL_CUSTOMIZATION_ID : EN16931_CUSTOMIZATION_ID);
  if (payer) cbc(xml, 'ProfileID', PEPPOL_PROFILE_ID);
  cbc(xml, 'ID', invoice.number ?? '');
  cbc(xml, 'IssueDate', invoice.issuedAt ? localDate(invoice.issuedAt, branch.timeZone) : '');
  if (!credit && invoice.invoiceDue) cbc(xml, 'DueDate', invoice.invoiceDue);
  cbc(xml, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : '380');
  if (invoice.creditReason) cbc(xml, 'Note', invoice.creditReason);
  cbc(xml, 'DocumentCurrencyCode', 'EUR');
  // A company's reference is the patient it pays for; a patient's own, the invoice's number.
  cbc(xml, 'BuyerReference', payer ? buyerName : (invoice.number ?? ''));
  const credited = invoice.creditedInvoice?.getEntity();
  if (credited?.number) {
    const reference = cac(cac(xml, 'BillingReference'), 'InvoiceDocumentReference');
    cbc(reference, 'ID', credited.number);
    if (credited.issuedAt) cbc(reference, 'IssueDate', localDate(credited.issuedAt, branch.timeZone));
  }

  // Seller: the branch's company.
  const supplier = cac(cac(xml, 'AccountingSupplierParty'), 'Party');
  cbc(supplier, 'EndpointID', (branch.companyNumber ?? '').trim(), { schemeID: LV_REGISTER_SCHEME });
  cbc(cac(supplier, 'PartyName'), 'Name', branch.name);
  address(supplier, branch.addressDeclared ?? branch.addressActual ?? '', 'LV');
  vatScheme(supplier, branch.vatNumber ?? '', 'LV');
  const sellerEntity = cac(supplier, 'PartyLegalEntity');
  cbc(sellerEntity, 'RegistrationName', branch.companyName ?? branch.name);
  cbc(sellerEntity, 'CompanyID', (branch.companyNumber ?? '').trim());

  // Buyer: the named company (employer, insurer), else the patient as the invoice was issued to them.
  const customer = cac(cac(xml, 'AccountingCustomerParty'), 'Party');
  if (payer) cbc(customer, 'EndpointID', payer.registration_number, { schemeID: LV_REGISTER_SCHEME });
  address(customer, payer ? payer.address : (patient.address ?? ''), payer ? payer.country : 'LV');
  if (payer?.vat_number) vatScheme(customer, payer.vat_number, payer.country);
  const buyerEntity = cac(customer, 'PartyLegalEntity');
  cbc(buyerEntity, 'RegistrationName', payer ? payer.name : buyerName);
  if (payer) cbc(buyerEntity, 'CompanyID', payer.registration_number);
  const email = patient.email?.trim();
  if (!payer && email) cbc(cac(customer, 'Contact'), 'ElectronicMail', email);

  if (invoice.supplyDate) cbc(cac(xml, 'Delivery'), 'ActualDeliveryDate', invoice.supplyDate);
  // Credit transfer to the branch's IBAN (BR-61 wants the account with code 30); without one the means stay "not defined" (1).
  const means = cac(xml, 'PaymentMeans');
  if (branch.iban && isValidIban(branch.iban)) {
    cbc(means, 'PaymentMeansCode', '30');
    cbc(means, 'PaymentID', invoice.number ?? '');
    const account = cac(means, 'PayeeFinancialAccount');
    cbc(account, 'ID', compactIban(branch.iban));
    cbc(account, 'Name', branch.companyName ?? branch.name);
    if (branch.bankSwift) cbc(cac(account, 'FinancialInstitutionBranch'), 'ID', branch.bankSwift);
  } else {
    cbc(means, 'PaymentMeansCode', '1');
    cbc(means, 'PaymentID', invoice.number ?? '');
  }

  // VAT: one subtotal per category and rate, sums of the lines (as printed).
  const taxTotal = cac(xml, 'TaxTotal');
  money(taxTotal, 'TaxAmount', invoice.priceVat);
  const groups = new Map<InvoiceLine['vat'], { net: number; vat: number }>();
  for (const line of lines) {
    const group = groups.get(line.vat) ?? { net: 0, vat: 0 };
    group.net += line.priceWithoutVat;
    group.vat += line.priceVat;
    groups.set(line.vat, group);
  }
  for (const [vat, group] of groups) {
    const subtotal = cac(taxTotal, 'TaxSubtotal');
    money(subtotal, 'TaxableAmount', group.net);
    money(subtotal, 'TaxAmount', group.vat);
    const taxCategory = cac(subtotal, 'TaxCategory');
    cbc(taxCategory, 'ID', category(vat));
    cbc(taxCategory, 'Percent', String(vatRatePercent(vat)));
    if (vat === 'exempt') {
      cbc(taxCategory, 'TaxExemptionReasonCode', EXEMPTION_CODE);
      cbc(taxCategory, 'TaxExemptionReason', translate('lv', 'errors:invoice_pdf.exempt_reason'));
    }
    cbc(cac(taxCategory, 'TaxScheme'), 'ID', 'VAT');
  }

  const payable = payableByBuyer(invoice);
  const prepaid = invoice.priceTotal - payable;
  const totals = cac(xml, 'LegalMonetaryTotal');
  money(totals, 'LineExtensionAmount', invoice.priceWithoutVat);
  money(totals, 'TaxExclusiveAmount', invoice.priceWithoutVat);
  money(totals, 'TaxInclusiveAmount', invoice.priceTotal);
  if (prepaid) money(totals, 'PrepaidAmount', prepaid);
  money(totals, 'PayableAmount', payable);

  lines.forEach((line, index) => {
    const element = cac(xml, credit ? 'CreditNoteLine' : 'InvoiceLine');
    cbc(element, 'ID', String(index + 1));
    cbc(element, credit ? 'CreditedQuantity' : 'InvoicedQuantity', String(line.countMilli / 1000), { unitCode: unitCode(line.unit) });
    money(element, 'LineExtensionAmount', line.priceWithoutVat);
    const item = cac(element, 'Item');
    cbc(item, 'Name', line.name);
    cbc(cac(item, 'SellersItemIdentification'), 'ID', line.sku);
    const taxCategory = cac(item, 'ClassifiedTaxCategory');
    cbc(taxCategory, 'ID', category(line.vat));
    cbc(taxCategory, 'Percent', String(vatRatePercent(line.vat)));
    cbc(cac(taxCategory, 'TaxScheme'), 'ID', 'VAT');
    cbc(cac(element, 'Price'), 'PriceAmount', netUnitPrice(line), { currencyID: 'EUR' });
  });

  return xml.end({ prettyPrint: true });

  function address(party: typeof xml, street: string, country: string): void {
    const postal = cac(party, 'PostalAddress');
    if (street) cbc(postal, 'StreetName', street);
    cbc(cac(postal, 'Country'), 'IdentificationCode', country);
  }
}

import { parseUbl, type UblNode } from './ubl-tree.js';

/**
 * A structural check of our UBL 2.1 Invoice and CreditNote, standing in for the OASIS XSDs that
 * cannot be obtained here (docs/decisions.md "Invoices"): the document is well-formed XML (saxes,
 * a strict namespace-aware parser), the root and every element are in the UBL namespaces (cbc
 * elements hold text only, cac elements hold elements only), and the children of each aggregate
 * come in the order of its UBL 2.1 schema sequence. The sequences list, in schema order, the
 * elements the generator writes and their schema neighbours; a child not listed is reported, so a
 * new element has to be placed here deliberately.
 */

export const UBL_NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

const HEAD = ['UBLExtensions', 'UBLVersionID', 'CustomizationID', 'ProfileID', 'ProfileExecutionID', 'ID', 'CopyIndicator', 'UUID', 'IssueDate', 'IssueTime'];
const MIDDLE = ['PricingCurrencyCode', 'PaymentCurrencyCode', 'PaymentAlternativeCurrencyCode', 'AccountingCostCode', 'AccountingCost', 'LineCountNumeric', 'BuyerReference', 'InvoicePeriod'];
const PARTIES = ['Signature', 'AccountingSupplierParty', 'AccountingCustomerParty', 'PayeeParty', 'BuyerCustomerParty', 'SellerSupplierParty', 'TaxRepresentativeParty', 'Delivery'];

/** UBL 2.1 xsd:sequence of each aggregate (by element name), as far as this generator needs. */
const SEQUENCES: Record<string, readonly string[]> = {
  Invoice: [
    ...HEAD,
    'DueDate',
    'InvoiceTypeCode',
    'Note',
    'TaxPointDate',
    'DocumentCurrencyCode',
    'TaxCurrencyCode',
    ...MIDDLE,
    'OrderReference',
    'BillingReference',
    'DespatchDocumentReference',
    'ReceiptDocumentReference',
    'StatementDocumentReference',
    'OriginatorDocumentReference',
    'ContractDocumentReference',
    'AdditionalDocumentReference',
    'ProjectReference',
    ...PARTIES,
    'PaymentMeans',
    'PaymentTerms',
    'PrepaidPayment',
    'AllowanceCharge',
    'TaxExchangeRate',
    'PricingExchangeRate',
    'PaymentExchangeRate',
    'PaymentAlternativeExchangeRate',
    'TaxTotal',
    'WithholdingTaxTotal',
    'LegalMonetaryTotal',
    'InvoiceLine',
  ],
  CreditNote: [
    ...HEAD,
    'TaxPointDate',
    'CreditNoteTypeCode',
    'Note',
    'DocumentCurrencyCode',
    'TaxCurrencyCode',
    ...MIDDLE,
    'DiscrepancyResponse',
    'OrderReference',
    'BillingReference',
    'DespatchDocumentReference',
    'ReceiptDocumentReference',
    'ContractDocumentReference',
    'AdditionalDocumentReference',
    'StatementDocumentReference',
    'OriginatorDocumentReference',
    ...PARTIES,
    'DeliveryTerms',
    'PaymentMeans',
    'PaymentTerms',
    'TaxExchangeRate',
    'PricingExchangeRate',
    'PaymentExchangeRate',
    'PaymentAlternativeExchangeRate',
    'AllowanceCharge',
    'TaxTotal',
    'LegalMonetaryTotal',
    'CreditNoteLine',
  ],
  BillingReference: ['InvoiceDocumentReference', 'SelfBilledInvoiceDocumentReference', 'CreditNoteDocumentReference'],
  InvoiceDocumentReference: ['ID', 'CopyIndicator', 'UUID', 'IssueDate', 'IssueTime', 'DocumentTypeCode'],
  AccountingSupplierParty: ['CustomerAssignedAccountID', 'AdditionalAccountID', 'DataSendingCapability', 'Party', 'DespatchContact', 'AccountingContact', 'SellerContact'],
  AccountingCustomerParty: ['CustomerAssignedAccountID', 'SupplierAssignedAccountID', 'AdditionalAccountID', 'Party', 'DeliveryContact', 'AccountingContact', 'BuyerContact'],
  Party: [
    'MarkCareIndicator',
    'MarkAttentionIndicator',
    'WebsiteURI',
    'LogoReferenceID',
    'EndpointID',
    'IndustryClassificationCode',
    'PartyIdentification',
    'PartyName',
    'Language',
    'PostalAddress',
    'PhysicalLocation',
    'PartyTaxScheme',
    'PartyLegalEntity',
    'Contact',
    'Person',
  ],
  PartyName: ['Name'],
  PostalAddress: ['ID', 'AddressTypeCode', 'AddressFormatCode', 'Postbox', 'Floor', 'Room', 'StreetName', 'AdditionalStreetName', 'BlockName', 'BuildingName', 'BuildingNumber', 'CityName', 'PostalZone', 'CountrySubentity', 'AddressLine', 'Country'],
  Country: ['IdentificationCode', 'Name'],
  PartyTaxScheme: ['RegistrationName', 'CompanyID', 'TaxLevelCode', 'ExemptionReasonCode', 'ExemptionReason', 'RegistrationAddress', 'TaxScheme'],
  PartyLegalEntity: ['RegistrationName', 'CompanyID', 'RegistrationDate', 'RegistrationExpirationDate', 'CompanyLegalFormCode', 'CompanyLegalForm'],
  Contact: ['ID', 'Name', 'Telephone', 'Telefax', 'ElectronicMail', 'Note', 'OtherCommunication'],
  TaxScheme: ['ID', 'Name', 'TaxTypeCode', 'CurrencyCode', 'JurisdictionRegionAddress'],
  Delivery: ['ID', 'Quantity', 'MinimumQuantity', 'MaximumQuantity', 'ActualDeliveryDate', 'ActualDeliveryTime', 'LatestDeliveryDate'],
  PaymentMeans: ['ID', 'PaymentMeansCode', 'PaymentDueDate', 'PaymentChannelCode', 'InstructionID', 'InstructionNote', 'PaymentID', 'CardAccount', 'PayerFinancialAccount', 'PayeeFinancialAccount'],
  PayeeFinancialAccount: ['ID', 'Name', 'AliasName', 'AccountTypeCode', 'AccountFormatCode', 'CurrencyCode', 'PaymentNote', 'FinancialInstitutionBranch', 'Country'],
  FinancialInstitutionBranch: ['ID', 'Name'],
  TaxTotal: ['TaxAmount', 'RoundingAmount', 'TaxEvidenceIndicator', 'TaxIncludedIndicator', 'TaxSubtotal'],
  TaxSubtotal: ['TaxableAmount', 'TaxAmount', 'CalculationSequenceNumeric', 'TransactionCurrencyTaxAmount', 'Percent', 'BaseUnitMeasure', 'PerUnitAmount', 'TierRange', 'TierRatePercent', 'TaxCategory'],
  TaxCategory: ['ID', 'Name', 'Percent', 'BaseUnitMeasure', 'PerUnitAmount', 'TaxExemptionReasonCode', 'TaxExemptionReason', 'TierRange', 'TierRatePercent', 'TaxScheme'],
  ClassifiedTaxCategory: ['ID', 'Name', 'Percent', 'BaseUnitMeasure', 'PerUnitAmount', 'TaxExemptionReasonCode', 'TaxExemptionReason', 'TierRange', 'TierRatePercent', 'TaxScheme'],
  LegalMonetaryTotal: ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'AllowanceTotalAmount', 'ChargeTotalAmount', 'PrepaidAmount', 'PayableRoundingAmount', 'PayableAmount'],
  InvoiceLine: ['ID', 'UUID', 'Note', 'InvoicedQuantity', 'LineExtensionAmount', 'TaxPointDate', 'AccountingCostCode', 'AccountingCost', 'InvoicePeriod', 'OrderLineReference', 'AllowanceCharge', 'TaxTotal', 'Item', 'Price'],
  CreditNoteLine: ['ID', 'UUID', 'Note', 'CreditedQuantity', 'LineExtensionAmount', 'TaxPointDate', 'AccountingCostCode', 'AccountingCost', 'InvoicePeriod', 'OrderLineReference', 'TaxTotal', 'Item', 'Price'],
  Item: ['Description', 'PackQuantity', 'PackSizeNumeric', 'CatalogueIndicator', 'Name', 'HazardousRiskIndicator', 'AdditionalInformation', 'Keyword', 'BrandName', 'ModelName', 'BuyersItemIdentification', 'SellersItemIdentification', 'ManufacturersItemIdentification', 'StandardItemIdentification', 'CatalogueItemIdentification', 'AdditionalItemIdentification', 'CatalogueDocumentReference', 'ItemSpecificationDocumentReference', 'OriginCountry', 'CommodityClassification', 'TransactionConditions', 'HazardousItem', 'ClassifiedTaxCategory', 'AdditionalItemProperty'],
  SellersItemIdentification: ['ID', 'ExtendedID', 'BarcodeSymbologyID'],
  Price: ['PriceAmount', 'BaseQuantity', 'PriceChangeReason', 'PriceTypeCode', 'PriceType', 'OrderableUnitFactorRate', 'ValidityPeriod', 'PriceList', 'AllowanceCharge'],
};

/** What is wrong with `xml` as a UBL 2.1 Invoice or CreditNote (empty when nothing is). */
export function ublProblems(xml: string): string[] {
  const problems: string[] = [];
  let top: UblNode;
  try {
    top = parseUbl(xml);
  } catch (error) {
    return [`not well-formed: ${(error as Error).message}`];
  }
  if (top.local !== 'Invoice' && top.local !== 'CreditNote') return [`root ${top.local} is neither Invoice nor CreditNote`];
  if (top.uri !== UBL_NS[top.local]) problems.push(`root namespace ${top.uri}`);
  const visit = (node: UblNode, isRoot: boolean) => {
    if (!isRoot) {
      if (node.uri === UBL_NS.cbc) {
        if (node.children.length) problems.push(`${node.path}: a basic component holds elements`);
      } else if (node.uri === UBL_NS.cac) {
        if (node.text.trim()) problems.push(`${node.path}: an aggregate holds text`);
        if (!node.children.length) problems.push(`${node.path}: an empty aggregate`);
      } else problems.push(`${node.path}: namespace ${node.uri || '(none)'}`);
    }
    const sequence = SEQUENCES[node.local];
    if (sequence && (isRoot || node.uri === UBL_NS.cac)) {
      let last = -1;
      for (const child of node.children) {
        const at = sequence.indexOf(child.local);
        if (at < 0) problems.push(`${child.path}: not in the ${node.local} sequence`);
        else if (at < last) problems.push(`${child.path}: out of order in ${node.local}`);
        else last = at;
      }
    } else if (node.children.length && !isRoot) problems.push(`${node.path}: no sequence known for ${node.local}`);
    node.children.forEach((child) => visit(child, false));
  };
  visit(top, true);
  return problems;
}

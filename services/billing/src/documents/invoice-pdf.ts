import { localDate } from '@dental/domain-time';
import { translate } from '@dental/i18n';
import { formatMoney, printedIban, vatRatePercent, divideHalfUp, PAYMENT_STATUS } from '@dental/domain-money';
import type { PdfDocument } from '@dental/server-core';
import { buyerOf } from '../invoices/invoice.mapper.js';
import type { InvoiceLine } from '../lines/invoice-line.entity.js';
import type { InvoiceDocument } from './invoice-document.js';

type Content = NonNullable<PdfDocument['content']>;
/** One block of the page's content. */
type Block = Extract<Content, unknown[]>[number];

const DEFAULT_COLOUR = '#1e88e5';
/** The printable width of an A4 page within the 40 pt margins. */
const PAGE_WIDTH = 595.28 - 2 * 40;
/** The width of the amount columns (VAT summary and totals), so their amounts line up at the right margin. */
const AMOUNT_WIDTH = 80;

/** "Rēķins / Invoice": Latvian first, the patient's language after it (once when both say the same, "IBAN"). */
const bilingual = (names: string[]) => [...new Set(names)].join(' / ');
const label = (doc: InvoiceDocument, key: string) => bilingual(doc.languages.map((language) => translate(language, `errors:invoice_pdf.${key}`)));
/** A unit by its name in the document's languages ("Gabals / Штука"), not its code; a code no dictionary names, as it is. */
function unitName(doc: InvoiceDocument, unit: string): string {
  const key = `settings:unit_names.${unit}`;
  return bilingual(doc.languages.map((language) => translate(language, key)).map((name) => (name === key ? unit : name)));
}
const money = (cents: number) => formatMoney(cents, 'lv');
const count = (milli: number) => (milli / 1000).toLocaleString('lv', { maximumFractionDigits: 3 });
const dateLv = (ymd: string | null) => (ymd ? `${ymd.slice(8, 10)}.${ymd.slice(5, 7)}.${ymd.slice(0, 4)}` : '');
const right = (text: string, bold = false) => ({ text, alignment: 'right' as const, bold });
const rate = (doc: InvoiceDocument, vat: InvoiceLine['vat']) => (vat === 'exempt' ? label(doc, 'exempt') : `${vatRatePercent(vat)} %`);

/** The unit price without VAT, before the line's discount (VAT taken out of the VAT-inclusive price, half-up). */
export const unitPriceWithoutVat = (line: Pick<InvoiceLine, 'price' | 'vat'>) => {
  const rate = BigInt(vatRatePercent(line.vat));
  return Number(divideHalfUp(BigInt(line.price) * 100n, 100n + rate));
};

/**
 * The printed invoice or credit note (pdfmake document): the branch's template fields (company
 * name and number, VAT number, addresses, bank, IBAN, SWIFT, logo, colour), number and dates, the
 * buyer as the invoice was issued to them, each line with quantity, unit (by name), unit price
 * without VAT, VAT rate or "exempt" with the legal reason; then the VAT summary per rate on its
 * own, then the totals: the insurer's part, what the patient pays, payments and refunds so far
 * and what remains. A credit note words its amounts as credits (money going back), never as
 * something to pay.
 */
export function invoicePdf(doc: InvoiceDocument): PdfDocument {
  const { invoice, branch } = doc;
  const colour = branch.color ?? DEFAULT_COLOUR;
  const title = label(doc, invoice.kind === 'credit_note' ? 'credit_note' : 'title');
  const exempt = doc.lines.some((line) => line.vat === 'exempt');
  const header = (text: string) => ({ text, bold: true, color: '#ffffff', fillColor: colour, fontSize: 8 });

  const content: Content = [
    {
      columns: [
        branch.logo?.startsWith('data:image/') && !branch.logo.startsWith('data:image/webp') && !branch.logo.startsWith('data:image/gif')
          ? { image: branch.logo, fit: [120, 60] }
          : { text: branch.companyName ?? branch.name, fontSize: 14, bold: true, color: colour },
        {
          stack: [
            { text: title, fontSize: 16, bold: true, color: colour, alignment: 'right' },
            { text: `${label(doc, 'number')}: ${invoice.number ?? ''}`, alignment: 'right', bold: true },
            { text: `${label(doc, 'issue_date')}: ${dateLv(invoice.issuedAt ? localDate(invoice.issuedAt, branch.timeZone) : null)}`, alignment: 'right' },
            { text: `${label(doc, 'supply_date')}: ${dateLv(invoice.supplyDate)}`, alignment: 'right' },
            invoice.kind === 'invoice' ? { text: `${label(doc, 'due_date')}: ${dateLv(invoice.invoiceDue)}`, alignment: 'right' } : '',
          ],
        },
      ],
    },
    { text: ' ' },
    {
      columns: [
        { stack: [{ text: label(doc, 'seller'), color: colour, fontSize: 8 }, ...sellerLines(doc)] },
        { stack: [{ text: label(doc, 'buyer'), color: colour, fontSize: 8 }, ...buyerLines(doc)] },
      ],
      columnGap: 20,
    },
    invoice.creditedInvoice
      ? { text: `${label(doc, 'credits_invoice')}: ${invoice.creditedInvoice.getEntity().number ?? ''}${invoice.creditReason ? ` — ${label(doc, 'reason')}: ${invoice.creditReason}` : ''}`, margin: [0, 8, 0, 0] }
      : '',
    { text: ' ' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 42, 'auto', 58, 48, 44, 58],
        body: [
          ['line_name', 'quantity', 'unit', 'unit_price', 'discount', 'vat_rate', 'line_total'].map((key) => header(label(doc, key))),
          ...doc.lines.map((line) => [
            { text: [line.name, line.tooth ? ` (${label(doc, 'tooth')} ${line.tooth}${line.skuDescription ? ` ${line.skuDescription}` : ''})` : ''].join(''), fontSize: 9 },
            right(count(line.countMilli)),
            { text: unitName(doc, line.unit), fontSize: 8 },
            right(money(unitPriceWithoutVat(line))),
            right(line.priceDiscount ? money(line.priceDiscount) : ''),
            rate(doc, line.vat),
            right(money(line.priceTotal)),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
    exempt ? { text: translate('lv', 'errors:invoice_pdf.exempt_reason'), fontSize: 8, italics: true, margin: [0, 6, 0, 0] } : '',
    exempt && doc.languages[1] ? { text: translate(doc.languages[1], 'errors:invoice_pdf.exempt_reason'), fontSize: 8, italics: true } : '',
    vatSummary(doc),
    totals(doc),
    paymentLines(doc),
  ];
  return {
    info: { title: `${title} ${invoice.number ?? ''}`, author: branch.companyName ?? branch.name },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 9 },
    content,
  };
}

function sellerLines(doc: InvoiceDocument): Block[] {
  const { branch } = doc;
  const line = (key: string, value: string | null) => (value ? `${label(doc, key)}: ${value}` : null);
  return [
    { text: branch.companyName ?? branch.name, bold: true },
    line('company_number', branch.companyNumber),
    line('vat_number', branch.vatNumber),
    line('address_declared', branch.addressDeclared),
    line('address_actual', branch.addressActual),
    line('bank', branch.bankName),
    line('bank_code', branch.bankCode),
    line('swift', branch.bankSwift),
    line('iban', branch.iban ? printedIban(branch.iban) : null),
  ].filter((item) => item !== null);
}

/** The patient as the invoice was issued to them, and the company that pays, if one does. */
function buyerLines(doc: InvoiceDocument): Block[] {
  const buyer = buyerOf(doc.invoice);
  const payer = doc.invoice.payer;
  return [
    { text: `${label(doc, 'patient')}: ${buyer.firstName} ${buyer.lastName}`, bold: true },
    buyer.personalCode ? `${label(doc, 'personal_code')}: ${buyer.personalCode}` : null,
    ...(payer
      ? [
          { text: `${label(doc, 'buyer')}: ${payer.name}`, bold: true },
          `${label(doc, 'company_number')}: ${payer.registration_number}`,
          payer.vat_number ? `${label(doc, 'vat_number')}: ${payer.vat_number}` : null,
          payer.address,
        ]
      : []),
  ].filter((item) => item !== null);
}

/** Net, VAT and total per rate: a table of its own across the page, above the totals, never beside them. */
function vatSummary(doc: InvoiceDocument): Block {
  const rows = new Map<InvoiceLine['vat'], { net: number; vat: number; total: number }>();
  for (const line of doc.lines) {
    const row = rows.get(line.vat) ?? { net: 0, vat: 0, total: 0 };
    row.net += line.priceWithoutVat;
    row.vat += line.priceVat;
    row.total += line.priceTotal;
    rows.set(line.vat, row);
  }
  const head = (key: string, alignment: 'left' | 'right' = 'right') => ({ text: label(doc, key), bold: true, fontSize: 8, alignment });
  return {
    margin: [0, 12, 0, 0],
    stack: [
      { text: label(doc, 'vat_breakdown'), bold: true, fontSize: 9, margin: [0, 0, 0, 2] },
      {
        table: {
          headerRows: 1,
          widths: ['*', AMOUNT_WIDTH, AMOUNT_WIDTH, AMOUNT_WIDTH],
          body: [
            [head('vat_rate', 'left'), head('without_vat'), head('vat'), head('total')],
            ...[...rows].map(([vat, row]) => [rate(doc, vat), right(money(row.net)), right(money(row.vat)), right(money(row.total))]),
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8,
      },
    ],
  };
}

/**
 * The totals, right-aligned under the VAT summary. An invoice: what the patient pays, the credit
 * notes, payments, refunds and what remains. A credit note: what goes back to the patient (and
 * to the insurer), worded as a credit.
 */
function totals(doc: InvoiceDocument): Block {
  const { invoice, payments } = doc;
  const counted = payments.filter((payment) => payment.status === PAYMENT_STATUS.PAID);
  const paidIn = counted.filter((payment) => payment.kind === 'payment').reduce((sum, payment) => sum + payment.amount, 0);
  const refunded = -counted.filter((payment) => payment.kind === 'refund').reduce((sum, payment) => sum + payment.amount, 0);
  const remaining = Math.max(0, invoice.priceToPay - invoice.amountCredited - invoice.amountPaid);
  const row = (key: string, cents: number, bold = false) => [{ text: label(doc, key), bold }, right(money(cents), bold)];
  const credit = invoice.kind === 'credit_note';
  const body = [
    row('without_vat', invoice.priceWithoutVat),
    row('vat', invoice.priceVat),
    row('total', invoice.priceTotal, true),
    ...(credit
      ? [...(invoice.priceInsurance ? [row('credit_insurance', invoice.priceInsurance)] : []), row('credit_patient', invoice.priceToPay, true)]
      : [
          ...(invoice.priceInsurance ? [row('insurance', invoice.priceInsurance)] : []),
          row('to_pay', invoice.priceToPay, true),
          ...(invoice.amountCredited ? [row('credited', invoice.amountCredited)] : []),
          row('paid', paidIn),
          ...(refunded ? [row('refunded', refunded)] : []),
          row('remaining', remaining, true),
        ]),
  ];
  return {
    margin: [0, 10, 0, 0],
    columns: [{ width: '*', text: '' }, { width: PAGE_WIDTH / 2, table: { widths: ['*', AMOUNT_WIDTH], body }, layout: 'noBorders', fontSize: 9 }],
  };
}

/** Each counted payment and refund with its date and method (a refund as money going out). */
function paymentLines(doc: InvoiceDocument): Block {
  const counted = doc.payments.filter((payment) => payment.status === PAYMENT_STATUS.PAID);
  if (!counted.length) return '';
  return {
    margin: [0, 10, 0, 0],
    stack: [
      { text: label(doc, 'payments'), bold: true, fontSize: 9 },
      ...counted.map((payment) => ({
        text: [
          dateLv(localDate(payment.paidAt, doc.branch.timeZone)),
          payment.kind === 'refund' ? label(doc, 'refund') : null,
          label(doc, `method_${payment.method}`),
          money(payment.amount),
        ]
          .filter((part) => part !== null)
          .join('  '),
        fontSize: 8,
      })),
    ],
  };
}

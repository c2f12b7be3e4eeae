import { localDate } from '@dental/domain-time';
import { translate } from '@dental/i18n';
import { formatMoney, vatRatePercent, divideHalfUp } from '@dental/domain-money';
import type { PdfDocument } from '@dental/server-core';
import type { InvoiceLine } from '../lines/invoice-line.entity.js';
import type { InvoiceDocument } from './invoice-document.js';

type Content = NonNullable<PdfDocument['content']>;

const DEFAULT_COLOUR = '#1e88e5';

/** "Rēķins / Invoice": Latvian first, the patient's language after it. */
const label = (doc: InvoiceDocument, key: string) => doc.languages.map((language) => translate(language, `errors:invoice_pdf.${key}`)).join(' / ');
const money = (cents: number) => formatMoney(cents, 'lv');
const count = (milli: number) => (milli / 1000).toLocaleString('lv', { maximumFractionDigits: 3 });
const dateLv = (ymd: string | null) => (ymd ? `${ymd.slice(8, 10)}.${ymd.slice(5, 7)}.${ymd.slice(0, 4)}` : '');

/** The unit price without VAT, before the line's discount (VAT taken out of the VAT-inclusive price, half-up). */
export const unitPriceWithoutVat = (line: Pick<InvoiceLine, 'price' | 'vat'>) => {
  const rate = BigInt(vatRatePercent(line.vat));
  return Number(divideHalfUp(BigInt(line.price) * 100n, 100n + rate));
};

/**
 * The printed invoice (pdfmake document): the branch's template fields (company name and number,
 * VAT number, addresses, bank, SWIFT, logo, colour), number and dates, the patient, each line with
 * quantity, unit, unit price without VAT, VAT rate or "exempt" with the legal reason, totals per
 * VAT rate, the insurer's part, what the patient pays, payments so far and what remains.
 */
export function invoicePdf(doc: InvoiceDocument): PdfDocument {
  const { invoice, branch, patient, lines, payments } = doc;
  const colour = branch.color ?? DEFAULT_COLOUR;
  const title = label(doc, invoice.kind === 'credit_note' ? 'credit_note' : 'title');
  const exempt = lines.some((line) => line.vat === 'exempt');
  const counted = payments.filter((payment) => payment.status === 2);
  const remaining = Math.max(0, (invoice.kind === 'invoice' ? invoice.priceToPay - invoice.amountCredited : 0) - invoice.amountPaid);
  const seller = [
    { text: branch.companyName ?? branch.name, bold: true },
    branch.companyNumber ? `${label(doc, 'company_number')}: ${branch.companyNumber}` : null,
    branch.vatNumber ? `${label(doc, 'vat_number')}: ${branch.vatNumber}` : null,
    branch.addressDeclared ? `${label(doc, 'address_declared')}: ${branch.addressDeclared}` : null,
    branch.addressActual ? `${label(doc, 'address_actual')}: ${branch.addressActual}` : null,
    branch.bankName ? `${label(doc, 'bank')}: ${branch.bankName}` : null,
    branch.bankCode ? `${label(doc, 'bank_code')}: ${branch.bankCode}` : null,
    branch.bankSwift ? `${label(doc, 'swift')}: ${branch.bankSwift}` : null,
  ].filter((item) => item !== null);
  const payer = invoice.payer;
  const buyer = [
    { text: `${label(doc, 'patient')}: ${patient.firstName} ${patient.lastName}`, bold: true },
    patient.personalCode ? `${label(doc, 'personal_code')}: ${patient.personalCode}` : null,
    ...(payer
      ? [
          { text: `${label(doc, 'buyer')}: ${payer.name}`, bold: true },
          `${label(doc, 'company_number')}: ${payer.registration_number}`,
          payer.vat_number ? `${label(doc, 'vat_number')}: ${payer.vat_number}` : null,
          payer.address,
        ]
      : []),
  ].filter((item) => item !== null);

  const header = (text: string) => ({ text, bold: true, color: '#ffffff', fillColor: colour, fontSize: 8 });
  const lineRows = lines.map((line) => [
    { text: [line.name, line.tooth ? ` (${label(doc, 'tooth')} ${line.tooth}${line.skuDescription ? ` ${line.skuDescription}` : ''})` : ''].join(''), fontSize: 9 },
    { text: count(line.countMilli), alignment: 'right' as const },
    line.unit,
    { text: money(unitPriceWithoutVat(line)), alignment: 'right' as const },
    { text: line.priceDiscount ? money(line.priceDiscount) : '', alignment: 'right' as const },
    line.vat === 'exempt' ? label(doc, 'exempt') : `${vatRatePercent(line.vat)} %`,
    { text: money(line.priceTotal), alignment: 'right' as const },
  ]);
  const breakdown = doc.lines.reduce<Map<string, { net: number; vat: number; total: number }>>((rows, line) => {
    const row = rows.get(line.vat) ?? { net: 0, vat: 0, total: 0 };
    row.net += line.priceWithoutVat;
    row.vat += line.priceVat;
    row.total += line.priceTotal;
    rows.set(line.vat, row);
    return rows;
  }, new Map());
  const sum = (key: string, cents: number, bold = false) => [{ text: label(doc, key), bold }, { text: money(cents), alignment: 'right' as const, bold }];

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
        { stack: [{ text: label(doc, 'seller'), color: colour, fontSize: 8 }, ...seller] },
        { stack: [{ text: label(doc, 'buyer'), color: colour, fontSize: 8 }, ...buyer] },
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
        widths: ['*', 40, 30, 60, 50, 45, 60],
        body: [
          ['line_name', 'quantity', 'unit', 'unit_price', 'discount', 'vat_rate', 'line_total'].map((key) => header(label(doc, key))),
          ...lineRows,
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
    exempt ? { text: translate('lv', 'errors:invoice_pdf.exempt_reason'), fontSize: 8, italics: true, margin: [0, 6, 0, 0] } : '',
    exempt && doc.languages[1] ? { text: translate(doc.languages[1], 'errors:invoice_pdf.exempt_reason'), fontSize: 8, italics: true } : '',
    { text: ' ' },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: label(doc, 'vat_breakdown'), bold: true, fontSize: 9 },
            {
              table: {
                widths: [60, 70, 60, 70],
                body: [
                  [label(doc, 'vat_rate'), label(doc, 'without_vat'), label(doc, 'vat'), label(doc, 'total')].map((text) => ({ text, bold: true, fontSize: 8 })),
                  ...[...breakdown.entries()].map(([vat, row]) => [
                    vat === 'exempt' ? label(doc, 'exempt') : `${vatRatePercent(vat as InvoiceLine['vat'])} %`,
                    { text: money(row.net), alignment: 'right' as const },
                    { text: money(row.vat), alignment: 'right' as const },
                    { text: money(row.total), alignment: 'right' as const },
                  ]),
                ],
              },
              layout: 'lightHorizontalLines',
              fontSize: 8,
            },
          ],
        },
        {
          width: 230,
          table: {
            widths: ['*', 80],
            body: [
              sum('without_vat', invoice.priceWithoutVat),
              sum('vat', invoice.priceVat),
              sum('total', invoice.priceTotal, true),
              ...(invoice.priceInsurance ? [sum('insurance', invoice.priceInsurance)] : []),
              sum('to_pay', invoice.priceToPay, true),
              ...(invoice.amountCredited ? [sum('credited', invoice.amountCredited)] : []),
              ...(invoice.kind === 'invoice' ? [sum('paid', invoice.amountPaid), sum('remaining', remaining, true)] : []),
            ],
          },
          layout: 'noBorders',
          fontSize: 9,
        },
      ],
    },
    counted.length
      ? {
          margin: [0, 10, 0, 0],
          stack: [
            { text: label(doc, 'payments'), bold: true, fontSize: 9 },
            ...counted.map((payment) => ({
              text: `${dateLv(localDate(payment.paidAt, branch.timeZone))}  ${label(doc, `method_${payment.method}`)}  ${money(payment.amount)}`,
              fontSize: 8,
            })),
          ],
        }
      : '',
  ];
  return {
    info: { title: `${title} ${invoice.number ?? ''}`, author: branch.companyName ?? branch.name },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 9 },
    content,
  };
}

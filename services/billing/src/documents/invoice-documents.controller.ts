import { Controller, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { uuidParamsSchema, INVOICE_ROUTES } from '@dental/contracts';
import { Access, CurrentAuth, renderPdf, ZodParams, type AuthSession, Endpoint } from '@dental/server-core';
import { InvoiceAudit } from '../invoices/invoice-audit.js';
import { InvoiceDocuments } from './invoice-document.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceUbl } from './invoice-ubl.js';

/** The file name of a document: its number, safe in a Content-Disposition header. */
const fileName = (number: string | null, extension: string) => `${(number ?? 'invoice').replace(/[^A-Za-z0-9-]/g, '_')}.${extension}`;

/** GET /api/invoices/{uuid}/pdf and /ubl (patients_invoices_view): an issued invoice printed, and as an e-invoice. */
@ApiTags('invoices')
@Controller()
export class InvoiceDocumentsController {
  constructor(
    private readonly documents: InvoiceDocuments,
    private readonly audit: InvoiceAudit,
  ) {}

  @Endpoint(INVOICE_ROUTES.pdf)
  @Access('patients_invoices_view')
  @ApiProduces('application/pdf')
  async pdf(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<StreamableFile> {
    const doc = await this.documents.load(uuid);
    const file = await renderPdf(invoicePdf(doc));
    await this.audit.record(doc.invoice, 'read', auth, 'pdf');
    return new StreamableFile(file, { type: 'application/pdf', disposition: `attachment; filename="${fileName(doc.invoice.number, 'pdf')}"` });
  }

  @Endpoint(INVOICE_ROUTES.ubl)
  @Access('patients_invoices_view')
  @ApiProduces('application/xml')
  async ubl(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<StreamableFile> {
    const doc = await this.documents.load(uuid);
    const xml = invoiceUbl(doc);
    await this.audit.record(doc.invoice, 'read', auth, 'ubl');
    return new StreamableFile(Buffer.from(xml, 'utf8'), { type: 'application/xml; charset=utf-8', disposition: `attachment; filename="${fileName(doc.invoice.number, 'xml')}"` });
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@dental/contracts';
import { Branch } from '@dental/identity';
import { Patient } from '@dental/patients';
import { conflict } from '@dental/server-core';
import { WITH_DELETED_REFERENCES } from '../invoices/invoice.mapper.js';
import { InvoiceService, type InvoiceView } from '../invoices/invoice.service.js';

/** Everything a printed or electronic invoice shows: the invoice, the issuing branch and the patient. */
export interface InvoiceDocument extends InvoiceView {
  branch: Branch;
  patient: Patient;
  /** Latvian always; the patient's communication language beside it when that is en or ru. */
  languages: Language[];
}

/** Loads an issued invoice's document data (a draft has no number and is never printed: 409 INVOICE_NOT_ISSUED). */
@Injectable()
export class InvoiceDocuments {
  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceService,
  ) {}

  async load(uuid: string): Promise<InvoiceDocument> {
    const view = await this.invoices.view(uuid);
    if (view.invoice.status !== 'issued') throw conflict('INVOICE_NOT_ISSUED');
    const [branch, patient] = await Promise.all([
      this.em.findOneOrFail(Branch, { uuid: view.invoice.branch.uuid }, WITH_DELETED_REFERENCES),
      this.em.findOneOrFail(Patient, { uuid: view.invoice.patient.uuid }, WITH_DELETED_REFERENCES),
    ]);
    const languages: Language[] = patient.communicationLanguage === 'lv' ? ['lv'] : ['lv', patient.communicationLanguage];
    return { ...view, branch, patient, languages };
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientMergeRegistry, repointPatientRows, type PatientMergeContext, type PatientMergeParticipant } from '@dental/patients';

/**
 * A merged patient's invoices and credit notes move to the kept card; their numbers, sums and
 * payments stay as issued (an issued document's buyer lines are its own copy).
 */
@Injectable()
export class InvoiceMergeParticipant implements PatientMergeParticipant, OnModuleInit {
  readonly name = 'invoices';

  constructor(private readonly registry: PatientMergeRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  merge(context: PatientMergeContext): Promise<number> {
    return repointPatientRows(context, 'invoice');
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientMergeRegistry, repointPatientRows, type PatientMergeContext, type PatientMergeParticipant } from '@dental/patients';

/** A merged patient's opening entries (debts and credits carried over) move to the kept card with its balance. */
@Injectable()
export class OpeningBalanceMergeParticipant implements PatientMergeParticipant, OnModuleInit {
  readonly name = 'opening_balances';

  constructor(private readonly registry: PatientMergeRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  merge(context: PatientMergeContext): Promise<number> {
    return repointPatientRows(context, 'opening_balance');
  }
}

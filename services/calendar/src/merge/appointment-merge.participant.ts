import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientMergeRegistry, repointPatientRows, type PatientMergeContext, type PatientMergeParticipant } from '@dental/patients';

/** A merged patient's appointments (queued, booked, past and deleted) move to the kept card. */
@Injectable()
export class AppointmentMergeParticipant implements PatientMergeParticipant, OnModuleInit {
  readonly name = 'appointments';

  constructor(private readonly registry: PatientMergeRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  merge(context: PatientMergeContext): Promise<number> {
    return repointPatientRows(context, 'appointment');
  }
}

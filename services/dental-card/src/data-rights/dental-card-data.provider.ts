import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientDataRegistry, patientRows, type PatientDataContext, type PatientDataProvider } from '@dental/patients';

/** A patient's tooth map: every record of its log (invalidated ones too), the tooth types set, the treatment plans. */
@Injectable()
export class DentalCardDataProvider implements PatientDataProvider, OnModuleInit {
  readonly name = 'tooth_map';

  constructor(private readonly registry: PatientDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async export(context: PatientDataContext): Promise<unknown> {
    return {
      items: await patientRows(context, 'tooth_map_item'),
      tooth_types: await patientRows(context, 'tooth_type_entry'),
      plans: await patientRows(context, 'treatment_plan'),
    };
  }
}

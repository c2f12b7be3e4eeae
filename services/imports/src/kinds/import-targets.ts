import { Injectable } from '@nestjs/common';
import type { ImportKind } from '@dental/contracts';
import { AppointmentsTarget } from './appointments.target.js';
import { BalancesTarget } from './balances.target.js';
import type { ImportTarget } from './import-target.js';
import { PatientsTarget } from './patients.target.js';
import { ServicesTarget } from './services.target.js';

/** The target of each kind of import. */
@Injectable()
export class ImportTargets {
  private readonly byKind: Record<ImportKind, ImportTarget<object>>;

  constructor(patients: PatientsTarget, appointments: AppointmentsTarget, services: ServicesTarget, balances: BalancesTarget) {
    this.byKind = { patients, appointments, services, balances } as Record<ImportKind, ImportTarget<object>>;
  }

  of(kind: ImportKind): ImportTarget<object> {
    return this.byKind[kind];
  }
}

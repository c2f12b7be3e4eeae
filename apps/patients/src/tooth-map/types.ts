/** The dental card's shapes are the contract's (libs/contracts/src/tooth-map.ts); this file names them for the screen. */
export type {
  PlanPhase,
  ToothItemCreate,
  ToothItemStage as ItemStage,
  ToothMap,
  ToothMapItem,
  ToothMapJaw as JawTarget,
  ToothMapStatus,
  TreatmentPlan,
} from '@dental/contracts';

/** A service as the plan form offers it (the settings catalogue's list answer, narrowed). */
export interface ServiceOption {
  uuid: string;
  name: string;
  price: number;
}

/** PROVISIONAL: replaced by @dental/contracts tooth-map types when the contract lands. */
import type { Surface, ToothType } from '@dental/domain-teeth';

export type ItemStage = 'diagnosed' | 'planned' | 'treated' | 'existing';
export type JawTarget = 'upper' | 'lower' | 'both';

export interface ToothMapStatus {
  uuid: string;
  name: string;
  color: string;
  category: string;
  diagnostic_name: string;
  scheduled_name: string;
  cure_name: string;
  has_surface: boolean;
  display_type: number;
  icon_text: string | null;
}
export interface ToothMapItem {
  uuid: string;
  tooth: number | null;
  jaw: JawTarget | null;
  surfaces: Surface[];
  status: ToothMapStatus;
  stage: ItemStage;
  service: { uuid: string; name: string } | null;
  plan_uuid: string | null;
  price: number | null;
  comment: string | null;
  diagnosed_at: string | null;
  planned_at: string | null;
  treated_at: string | null;
  appointment_uuid: string | null;
  version: number;
}
export interface ToothMap {
  at: string;
  teeth: { tooth: number; type: ToothType; version: number }[];
  items: ToothMapItem[];
}
export interface ToothItemCreate {
  tooth?: number;
  jaw?: JawTarget;
  surfaces: Surface[];
  tooth_status_uuid: string;
  stage: 'diagnosed' | 'existing';
  comment?: string;
}
export interface PlanPhase {
  name: string;
  items: string[];
  total: number;
  insurance: number;
}
export interface TreatmentPlan {
  uuid: string;
  name: string;
  status: 'draft' | 'approved' | 'closed';
  phases: PlanPhase[];
  total: number;
  insurance: number;
  approved_at: string | null;
  approved_by: { uuid: string; first_name: string; last_name: string } | null;
  version: number;
}
export interface ServiceOption {
  uuid: string;
  name: string;
  price: number;
}

export {
  PERMANENT_TEETH,
  PRIMARY_TEETH,
  isToothNumber,
  toothInfo,
  permanentSuccessor,
  primaryPredecessor,
} from './tooth-number.js';
export type { Quadrant, Dentition, Jaw, Side, ToothInfo } from './tooth-number.js';
export { SURFACES, SURFACE_ALIASES, isSurface, surfaceCode, surfaceName } from './surfaces.js';
export type { Surface, SurfaceName } from './surfaces.js';
export { TOOTH_TYPE, TOOTH_TYPES, isToothType, toothTypeFits, hasSurfaces } from './tooth-type.js';
export type { ToothType } from './tooth-type.js';
export { PROCEDURE_STAGES, canTransition, isToothLocked, checkSurfaceChange } from './procedure-stage.js';
export type { ProcedureStage, ProcedureLike, SurfaceChangeCheck } from './procedure-stage.js';
export { PERMANENT_CHART, PRIMARY_CHART, chartLayout } from './chart-layout.js';
export type { ChartLayout } from './chart-layout.js';
export {
  PERIO_SITES,
  PERIO_TEETH,
  PERIO_LIMITS,
  PERIO_WORSE_MM,
  FURCATION_SITES,
  furcationSites,
  isPerioSite,
  perioSequence,
  clinicalAttachmentLevel,
  perioSummary,
  comparePerio,
} from './perio.js';
export type { PerioSite, FurcationSite, PerioStep, PerioSiteValues, PerioSummary, PerioSiteChange } from './perio.js';

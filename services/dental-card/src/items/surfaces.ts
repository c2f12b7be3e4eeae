import { SURFACES, surfaceCode, type Surface } from '@dental/domain-teeth';
import { badRequest } from '@dental/server-core';

/**
 * The stored surfaces of a request's surface names on one target: refused (400 naming `surfaces`)
 * when the diagnosis is not charted per surface, the target is a jaw, or the tooth has no such
 * surface (incisal on a molar). Duplicates collapse; the order is the stored codes' order.
 * `status` is the diagnosis as settings publishes it (settings_v1.tooth_status_ref).
 */
export function storedSurfaces(names: readonly string[], tooth: number | null, status: { has_surface: boolean }): Surface[] {
  if (names.length === 0) return [];
  if (!status.has_surface || tooth === null) throw badRequest('VALIDATION_FAILED', { surfaces: 'surfaces_not_charted' });
  const codes = names.map((name) => surfaceCode(tooth, name));
  if (codes.some((code) => code === null)) throw badRequest('VALIDATION_FAILED', { surfaces: 'surface_not_on_tooth' });
  return SURFACES.filter((code) => codes.includes(code));
}

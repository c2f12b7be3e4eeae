import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ReportSplitBy } from '@dental/contracts';

/**
 * Names of the people or rooms a report's rows are keyed by, from the identity and settings
 * modules' published views (company-scoped: raw SQL is not tenant-filtered).
 */
@Injectable()
export class ReportLabelsService {
  constructor(private readonly em: EntityManager) {}

  async labels(by: ReportSplitBy, companyId: number, keys: readonly (string | null)[]): Promise<Map<string, string>> {
    const uuids = [...new Set(keys.filter((key): key is string => key !== null))];
    if (uuids.length === 0) return new Map();
    const sql =
      by === 'room'
        ? `select uuid, name as label from settings_v1.room_ref where company_id = ? and uuid = any(?::uuid[])`
        : `select uuid, trim(first_name || ' ' || last_name) as label from identity_v1.user_ref where company_id = ? and uuid = any(?::uuid[])`;
    const rows = await this.em.getConnection().execute<{ uuid: string; label: string }[]>(sql, [companyId, `{${uuids.join(',')}}`]);
    return new Map(rows.map((row) => [row.uuid, row.label]));
  }

  /** Users holding a position of this type (1 doctor, 2 assistant): whose planner time a person split lists. */
  async usersOfType(companyId: number, type: 1 | 2): Promise<Set<string>> {
    const rows = await this.em.getConnection().execute<{ uuid: string }[]>(
      `select user_uuid as uuid from identity_v1.user_position_type where company_id = ? and type = ?`,
      [companyId, type],
    );
    return new Set(rows.map((row) => row.uuid));
  }
}

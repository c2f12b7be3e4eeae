import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientListItem } from '@dental/contracts';
import { SearchInput, Spinner, useDateFormat } from '@dental/ui';
import { usePatientSearch } from '../data/patients';
import { fullName } from '../lib/labels';

/**
 * Choosing another patient by the same server search as the list: type, then pick from the
 * matches (a list of buttons, so Tab and Enter work as well as a click).
 */
export function PatientPicker({ excludeUuid, value, onChange }: { excludeUuid: string; value: PatientListItem | null; onChange: (p: PatientListItem | null) => void }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const [search, setSearch] = useState('');
  const found = usePatientSearch('picker', search, { perPage: 8, enabled: search.length >= 2 });
  const matches = (found.data?.data ?? []).filter((p) => p.uuid !== excludeUuid);
  return (
    <div className="pt-picker">
      <SearchInput value={search} onSearch={setSearch} label={t('kinship.find')} clearLabel={t('list.clear_search')} placeholder={t('list.search_placeholder')} delay={250} />
      {value ? (
        <p className="pt-picker__chosen" role="status">
          {t('kinship.picked', { name: fullName(value) })}
        </p>
      ) : null}
      {search.length < 2 ? (
        <p className="pt-muted">{t('kinship.type_to_search')}</p>
      ) : found.isPending ? (
        <Spinner />
      ) : matches.length === 0 ? (
        <p className="pt-muted">{t('kinship.no_matches')}</p>
      ) : (
        <ul className="pt-picker__list" aria-label={t('kinship.find')}>
          {matches.map((p) => (
            <li key={p.uuid}>
              <button
                type="button"
                className="dc-menu-item"
                aria-pressed={value?.uuid === p.uuid}
                aria-label={t('kinship.pick', { name: fullName(p) })}
                onClick={() => onChange(p)}
              >
                <strong>{fullName(p)}</strong>
                <span className="pt-muted">{[p.personal_code, dates.date(p.dob)].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

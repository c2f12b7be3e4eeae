import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PatientListItem } from '@dental/contracts';
import { api } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { fold } from '@dental/domain-text';
import { Modal } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { SIDEBAR_ENTRIES } from './sidebar-entries';
import './quick-search.css';

/** Patients asked for once the words are this long (one letter would match half the clinic). */
export const PATIENT_MIN_CHARS = 2;
const PATIENT_LIMIT = 6;
const DEBOUNCE_MS = 200;

interface Result {
  id: string;
  group: 'patients' | 'screens';
  label: string;
  detail?: string;
  to: string;
}

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * The quick search: patients by the list's folded search (GET /api/patients?search=, only with
 * patients_view), then the sidebar's screens the user may open, by their translated label. A
 * combobox owning a listbox: arrows move, Enter opens, Escape closes.
 */
export function QuickSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const can = useCan();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const words = text.trim();
  const term = useDebounced(words);
  const searchPatients = can('patients_view') && term.length >= PATIENT_MIN_CHARS;

  const patients = useQuery({
    queryKey: ['quick-search', 'patients', term],
    queryFn: ({ signal }) => api.page<PatientListItem>('/patients', { search: term, per_page: PATIENT_LIMIT }, { signal }),
    enabled: searchPatients,
    staleTime: 30_000,
  });

  const results = useMemo<Result[]>(() => {
    const found: Result[] = [];
    if (searchPatients && words === term) {
      for (const p of patients.data?.data ?? []) {
        found.push({
          id: `patient-${p.uuid}`,
          group: 'patients',
          label: `${p.first_name} ${p.last_name}`.trim(),
          detail: p.personal_code ?? p.dob ?? undefined,
          to: `/patients/${p.uuid}/details`,
        });
      }
    }
    const wanted = fold(words);
    for (const entry of SIDEBAR_ENTRIES) {
      const label = t(`nav.${entry.id}`);
      if (can(entry.permission) && fold(label).includes(wanted)) found.push({ id: `screen-${entry.id}`, group: 'screens', label, to: entry.to });
    }
    return found;
  }, [searchPatients, words, term, patients.data, t, can]);

  useEffect(() => setActive(0), [results.length, term]);

  const open = (result: Result | undefined) => {
    if (!result) return;
    onClose();
    navigate(result.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(results[active]);
    }
  };

  const optionId = (result: Result) => `${listId}-${result.id}`;
  const loading = searchPatients && (words !== term || patients.isFetching);
  const groups = (['patients', 'screens'] as const).map((group) => ({ group, items: results.filter((r) => r.group === group) })).filter((g) => g.items.length > 0);

  return (
    <Modal open title={t('search.title')} onClose={onClose}>
      <div className="quick-search">
        <input
          data-autofocus
          className="dc-input quick-search__input"
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results[active] ? optionId(results[active]) : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {results.length > 0 ? (
          <div id={listId} role="listbox" aria-label={t('search.title')} className="quick-search__list">
            {groups.map(({ group, items }) => (
              <div key={group} role="group" aria-label={t(`search.${group}`)}>
                <div className="quick-search__group" aria-hidden="true">
                  {t(`search.${group}`)}
                </div>
                {items.map((result) => {
                  const selected = results[active] === result;
                  return (
                    <div
                      key={result.id}
                      id={optionId(result)}
                      role="option"
                      aria-selected={selected}
                      className={`quick-search__option${selected ? ' quick-search__option--active' : ''}`}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => open(result)}
                    >
                      <span>{result.label}</span>
                      {result.detail ? <span className="quick-search__detail">{result.detail}</span> : null}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        ) : null}
        <p className="quick-search__status" role="status">
          {loading ? t('search.searching') : patients.isError && searchPatients ? t('search.patients_failed') : results.length === 0 ? t('search.empty') : ''}
        </p>
        <p className="quick-search__hint">{t('search.hint')}</p>
      </div>
    </Modal>
  );
}

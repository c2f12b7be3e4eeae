import { useEffect, useState } from 'react';
import type { PatientListItem } from '@dental/contracts';
import { fold } from '@dental/domain-text';
import { usePatientSearch } from '../data/patients';
import { judgeCode, type FormValues } from './form-model';

/**
 * The duplicate rule of the server (same personal code, or same first and last name and date of
 * birth in the company), asked while the form is filled so the warning shows before saving; the
 * server repeats it in the save's answer. Asked 500 ms after the user stops typing.
 */
export function useDuplicates(values: FormValues, selfUuid?: string): PatientListItem[] {
  const code = judgeCode(values.personal_code);
  const byCode = code?.ok ? code.normalized : '';
  const byName = values.first_name.trim() && values.last_name.trim() && values.dob ? `${values.first_name.trim()} ${values.last_name.trim()}` : '';
  const wanted = byCode || byName;
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(wanted), 500);
    return () => clearTimeout(timer);
  }, [wanted]);
  const { data } = usePatientSearch('duplicates', search, { perPage: 10, enabled: search.length > 0, staleTime: 10_000 });
  if (!search || search !== wanted || !data) return [];
  return data.data.filter(
    (p) =>
      p.uuid !== selfUuid &&
      ((byCode && p.personal_code === byCode) ||
        (p.dob === values.dob && fold(p.first_name.trim()) === fold(values.first_name.trim()) && fold(p.last_name.trim()) === fold(values.last_name.trim()))),
  );
}

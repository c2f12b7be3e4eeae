import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@dental/ui';
import type { PatientListItem } from '@dental/contracts';
import { Link } from '@dental/ui/router';
import { fullName } from '../lib/labels';

/** "Possible duplicate" with links to the look-alike cards; a warning, never a block. */
export function DuplicateNotice({ patients }: { patients: PatientListItem[] }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  if (patients.length === 0) return null;
  return (
    <div className="pt-notice pt-notice--warning" role="status">
      <strong>{t('form.duplicate_title')}</strong>
      <p>{t('form.duplicate_text')}</p>
      <ul>
        {patients.map((p) => (
          <li key={p.uuid}>
            <Link to={`/patients/${p.uuid}/details`}>{fullName(p)}</Link>
            {p.personal_code ? ` · ${p.personal_code}` : ''}
            {p.dob ? ` · ${dates.date(p.dob)}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

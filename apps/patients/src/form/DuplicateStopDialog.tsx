import { useTranslation } from 'react-i18next';
import type { PatientListItem } from '@dental/contracts';
import { Button, Modal, useDateFormat } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { fullName } from '../lib/labels';

/**
 * The server stopped a save on a look-alike (same name and date of birth, 409 PATIENT_DUPLICATE):
 * the cards it matched, each with a link, and "Save anyway" for twins and namesakes.
 */
export function DuplicateStopDialog({ patients, busy, onSaveAnyway, onClose }: { patients: PatientListItem[] | null; busy: boolean; onSaveAnyway: () => void; onClose: () => void }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  return (
    <Modal open={patients !== null} title={t('form.duplicate_stop_title')} onClose={onClose}>
      <p>{t('form.duplicate_stop_text')}</p>
      <ul className="pt-duplicates">
        {(patients ?? []).map((p) => (
          <li key={p.uuid}>
            <span>
              {fullName(p)}
              {p.personal_code ? ` · ${p.personal_code}` : ''}
              {p.dob ? ` · ${dates.date(p.dob)}` : ''}
            </span>{' '}
            <Link to={`/patients/${p.uuid}/details`} aria-label={`${t('actions.open_existing')}: ${fullName(p)}`}>
              {t('actions.open_existing')}
            </Link>
          </li>
        ))}
      </ul>
      <div className="dc-confirm__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onSaveAnyway} disabled={busy}>
          {t('actions.save_anyway')}
        </Button>
      </div>
    </Modal>
  );
}

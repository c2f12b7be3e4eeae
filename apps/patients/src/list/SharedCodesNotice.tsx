import { useTranslation } from 'react-i18next';
import { Link } from '@dental/ui/router';
import { useSharedCodes } from '../data/patients';
import '../form/form.css';

/** Above the list, while cards share a personal code (saved before codes became unique): a link to merge them. */
export function SharedCodesNotice() {
  const { t } = useTranslation('patients');
  const { data } = useSharedCodes();
  if (!data?.length) return null;
  return (
    <div className="pt-notice pt-notice--warning pt-shared-notice" role="status">
      {t('shared_codes.notice', { count: data.length })} <Link to="/patients/shared-codes">{t('shared_codes.review')}</Link>
    </div>
  );
}

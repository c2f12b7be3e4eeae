import { useTranslation } from 'react-i18next';
import type { PatientAlert } from '@dental/contracts';
import { useDateFormat } from '../dates';

/**
 * A patient's alerts (allergies, triggered answers, an expired insurance, the medical alert note)
 * as one badge, wherever the patient shows: the card's header, the booking panel, a calendar
 * event. Its accessible name lists them all ("Alerts: Allergy: penicillin; insurance expired …");
 * `compact` shows only the sign and the count, the full badge also the first alert's text.
 */
export function AlertsBadge({ alerts, compact = false }: { alerts: readonly PatientAlert[]; compact?: boolean }) {
  const { t } = useTranslation('ui');
  const dates = useDateFormat();
  if (!alerts.length) return null;
  const texts = alerts.map((alert) =>
    alert.kind === 'insurance_expired'
      ? t('alerts.insurance_expired', { date: dates.date(alert.text) })
      : t(`alerts.${alert.kind}`, { text: alert.text }),
  );
  const label = t('alerts.label', { list: texts.join('; ') });
  return (
    <span className={`dc-alerts${compact ? ' dc-alerts--compact' : ''}`} role="img" aria-label={label} title={label} data-testid="patient-alerts">
      <span aria-hidden="true">
        ⚠ {compact ? alerts.length : texts[0]}
        {!compact && alerts.length > 1 ? ` +${alerts.length - 1}` : null}
      </span>
    </span>
  );
}

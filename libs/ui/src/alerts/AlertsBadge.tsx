import { useTranslation } from 'react-i18next';
import type { PatientAlert } from '@dental/contracts';
import { useDateFormat } from '../dates';

/** The spoken list of a patient's alerts ("Alerts: Allergy: penicillin; insurance expired …"), or '' without any. */
export function useAlertsLabel() {
  const { t } = useTranslation('ui');
  const dates = useDateFormat();
  return (alerts: readonly PatientAlert[]) => {
    if (!alerts.length) return '';
    const texts = alerts.map((alert) =>
      alert.kind === 'insurance_expired' ? t('alerts.insurance_expired', { date: dates.date(alert.text) }) : t(`alerts.${alert.kind}`, { text: alert.text }),
    );
    return t('alerts.label', { list: texts.join('; ') });
  };
}

/**
 * A patient's alerts (allergies, triggered answers, an expired insurance, the medical alert note)
 * as one badge, wherever the patient shows: the card's header, the booking panel, a calendar
 * event. Its accessible name lists them all; `compact` shows only the sign and the count, the full
 * badge also the first alert's text. Inside a control whose own name already says the alerts (a
 * calendar event: `useAlertsLabel`), `inLabel` leaves the badge as a picture only, so the
 * control's visible text stays inside its name (axe's label-content-name-mismatch); its compact
 * count is then drawn, not written.
 */
export function AlertsBadge({ alerts, compact = false, inLabel = false }: { alerts: readonly PatientAlert[]; compact?: boolean; inLabel?: boolean }) {
  const { t } = useTranslation('ui');
  const dates = useDateFormat();
  const alertsLabel = useAlertsLabel();
  if (!alerts.length) return null;
  const label = alertsLabel(alerts);
  const first = alerts[0].kind === 'insurance_expired' ? t('alerts.insurance_expired', { date: dates.date(alerts[0].text) }) : t(`alerts.${alerts[0].kind}`, { text: alerts[0].text });
  const shown = (
    <>
      ⚠ {compact ? alerts.length : first}
      {!compact && alerts.length > 1 ? ` +${alerts.length - 1}` : null}
    </>
  );
  if (inLabel) {
    // The compact count is drawn by CSS (`data-count`), not written: as text it would be words on
    // screen missing from the control's name, which lists the alerts themselves.
    return (
      <span
        className={`dc-alerts${compact ? ' dc-alerts--compact' : ''}`}
        aria-hidden="true"
        title={label}
        data-testid="patient-alerts"
        data-count={compact ? alerts.length : undefined}
      >
        {compact ? '⚠' : shown}
      </span>
    );
  }
  return (
    <span className={`dc-alerts${compact ? ' dc-alerts--compact' : ''}`} role="img" aria-label={label} title={label} data-testid="patient-alerts">
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}

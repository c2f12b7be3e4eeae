import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { IconTooth } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { personName } from '../data/reference-data';
import './dental-card-link.css';

/**
 * "Dental card" of an appointment: the patient's tooth map opened on this appointment, where it
 * starts in treatment mode (apps/patients/src/tooth-map). `compact` is the icon-only form drawn on
 * an event block; it keeps its pointer and click to itself so the block does not drag or open.
 */
export function DentalCardLink({ appointment, compact }: { appointment: Appointment; compact?: boolean }) {
  const { t } = useTranslation('calendar');
  const can = useCan();
  if (!appointment.patient || !can('patients_tooth_map_view')) return null;
  const to = `/patients/${appointment.patient.uuid}/tooth-map?appointment_uuid=${appointment.uuid}`;
  const name = t('dental_card.open_of', { patient: personName(appointment.patient) });
  return compact ? (
    <Link
      to={to}
      className="cal-dental-link cal-dental-link--icon"
      aria-label={name}
      title={name}
      onPointerDown={(e) => e.stopPropagation()}
      onClick={(e) => e.stopPropagation()}
    >
      <IconTooth size={14} />
    </Link>
  ) : (
    <Link to={to} className="dc-button dc-button--secondary cal-dental-link" aria-label={name}>
      <IconTooth size={16} /> {t('dental_card.open')}
    </Link>
  );
}

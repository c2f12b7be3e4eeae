import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recall } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button } from '@dental/ui';
import { personName } from '../data/reference-data';

/**
 * What the desk does on a recall's row: log an attempt and change its date (recall_edit), book it
 * (calendar_add; a booked one is already in the calendar).
 */
export function RecallRowActions({
  recall,
  onLog,
  onDate,
  onBook,
  booking,
  invitation,
}: {
  recall: Recall;
  onLog: (recall: Recall) => void;
  onDate: (recall: Recall) => void;
  onBook: (recall: Recall) => void;
  /** A booking is being opened (this row's or another's): the buttons wait. */
  booking: boolean;
  /**
   * The slot of "Send an invitation" (issue 26, "Messages": the messaging module sends recall
   * invitations); rendered here, after the desk's own actions, once it is given.
   */
  invitation?: (recall: Recall) => ReactNode;
}) {
  const { t } = useTranslation('recalls');
  const can = useCan();
  const label = (action: string) => t('actions.row', { action: t(`actions.${action}`), patient: personName(recall.patient) });
  return (
    <span className="cal-panel__actions rc-actions">
      {can('recall_edit') ? (
        <Button variant="secondary" className="cal-small" aria-label={label('log')} onClick={() => onLog(recall)}>
          {t('actions.log')}
        </Button>
      ) : null}
      {can('calendar_add') && recall.state !== 'booked' ? (
        <Button variant="secondary" className="cal-small" aria-label={label('book')} disabled={booking} onClick={() => onBook(recall)}>
          {t('actions.book')}
        </Button>
      ) : null}
      {can('recall_edit') ? (
        <Button variant="ghost" className="cal-small" aria-label={label('date')} onClick={() => onDate(recall)}>
          {t('actions.date')}
        </Button>
      ) : null}
      {invitation?.(recall)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { WorkTime } from '@dental/contracts';
import { ConfirmDialog, toast } from '@dental/ui';
import { toastFailure } from '../data/appointments';
import { useRemoveWorkTime } from '../data/planner';

/** Asks before deleting a work time (planner_edit), deletes it and says how it went; closes either way. */
export function RemoveWorkTimeDialog({ branch, workTime, onClose }: { branch: string; workTime: WorkTime | null; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const remove = useRemoveWorkTime(branch, {
    onSuccess: () => {
      toast.success(t('planner.deleted'));
      onClose();
    },
    onError: (e) => {
      onClose();
      toastFailure(e, t('planner.delete_failed'));
    },
  });
  return (
    <ConfirmDialog
      open={!!workTime}
      title={t('planner.delete_confirm_title')}
      text={t('planner.delete_confirm_text')}
      confirmLabel={t('planner.delete')}
      cancelLabel={t('common.cancel')}
      danger
      busy={remove.isPending}
      onConfirm={() => workTime && remove.mutate(workTime)}
      onCancel={onClose}
    />
  );
}

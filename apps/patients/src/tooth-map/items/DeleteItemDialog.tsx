import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '@dental/ui';
import { useDeleteItem } from '../../data/tooth-map';
import { failed } from '../../lib/notify';
import type { ToothMapItem } from '../types';

interface Props {
  patient: string;
  /** The item to delete once confirmed; null while closed. */
  item: ToothMapItem | null;
  onClose: () => void;
}

/** Asks before deleting an item entered by mistake (a diagnosis or a procedure not yet signed). */
export function DeleteItemDialog({ patient, item, onClose }: Props) {
  const { t } = useTranslation('dental');
  const remove = useDeleteItem(patient);
  return (
    <ConfirmDialog
      open={item !== null}
      title={t('items.delete_title')}
      text={<p>{t('items.delete_text')}</p>}
      confirmLabel={t('items.delete')}
      cancelLabel={t('actions.cancel')}
      danger
      onConfirm={() => {
        if (!item) return;
        onClose();
        remove.mutate({ item: item.uuid }, { onSuccess: () => toast.success(t('items.deleted')), onError: (e) => failed(t, 'errors.save_failed', e) });
      }}
      onCancel={onClose}
    />
  );
}

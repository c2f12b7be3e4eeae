import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@dental/ui';

/**
 * "Delete <name>?" before a soft delete (the text says past data stays). `remove` toasts its own
 * failure (useEntityActions), so a failed delete keeps the dialog open for another try or Cancel;
 * a done one calls `onDone`.
 */
export function DeleteDialog({ open, name, remove, onDone, onCancel }: { open: boolean; name: string; remove: () => Promise<unknown>; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove();
      onDone();
    } catch {
      // the toast said why
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      danger
      busy={busy}
      title={t('confirm.delete_title', { name })}
      text={<p>{t('confirm.delete_text')}</p>}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    />
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormItem, Modal, Textarea, toast } from '@dental/ui';
import { useInvalidateItem } from '../../data/tooth-map';
import { failed } from '../../lib/notify';
import type { ToothMapItem } from '../types';

interface Props {
  patient: string;
  /** The treated or existing item being marked a mistake; null while closed. */
  item: ToothMapItem | null;
  onClose: () => void;
}

/** Marks a treated or existing item invalid, with the reason the record keeps (saved from here, which stays mounted: see SurfacesDialog). */
export function InvalidateDialog({ patient, item, onClose }: Props) {
  const { t } = useTranslation('dental');
  const invalidate = useInvalidateItem(patient);
  const save = (saved: ToothMapItem, reason: string) => {
    onClose();
    invalidate.mutate(
      { item: saved.uuid, reason },
      { onSuccess: () => toast.success(t('items.invalidated')), onError: (er) => failed(t, 'errors.save_failed', er) },
    );
  };
  return (
    <Modal open={item !== null} title={t('items.invalidate_title')} onClose={onClose}>
      {item ? <InvalidateForm key={item.uuid} onSave={(reason) => save(item, reason)} onClose={onClose} /> : null}
    </Modal>
  );
}

function InvalidateForm({ onSave, onClose }: { onSave: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation('dental');
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="tm-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) onSave(reason.trim());
      }}
    >
      <p>{t('items.invalidate_text')}</p>
      <FormItem label={t('items.reason')} htmlFor={`${id}-reason`} required>
        <Textarea id={`${id}-reason`} required value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormItem>
      <div className="tm-form__actions">
        <Button type="submit" disabled={!reason.trim()}>
          {t('items.invalidate')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

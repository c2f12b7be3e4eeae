import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToInput, formatMoney, parseEuros } from '@dental/domain-money';
import { Button, FormItem, Input, Modal, toast } from '@dental/ui';
import { useEditItem } from '../../data/tooth-map';
import { failed } from '../../lib/notify';
import type { ToothMapItem } from '../types';
import { whatOf } from './item-text';

interface Props {
  patient: string;
  /** The planned procedure whose insurer's part is being set; null while closed. */
  item: ToothMapItem | null;
  onClose: () => void;
}

/** The insurer's part of a planned procedure, typed in euros (saved from here, which stays mounted: see SurfacesDialog). */
export function InsuranceDialog({ patient, item, onClose }: Props) {
  const { t } = useTranslation('dental');
  const edit = useEditItem(patient);
  const save = (saved: ToothMapItem, cents: number | null) => {
    onClose();
    edit.mutate(
      { item: saved.uuid, insurance: cents, version: saved.version },
      { onSuccess: () => toast.success(t('items.insurance_saved')), onError: (e) => failed(t, 'errors.save_failed', e) },
    );
  };
  return (
    <Modal open={item !== null} title={item ? t('items.insurance_of', { what: whatOf(t, item) }) : ''} onClose={onClose}>
      {item ? <InsuranceForm key={item.uuid} item={item} onSave={(cents) => save(item, cents)} onClose={onClose} /> : null}
    </Modal>
  );
}

interface FormProps {
  item: ToothMapItem;
  onSave: (cents: number | null) => void;
  onClose: () => void;
}

function InsuranceForm({ item, onSave, onClose }: FormProps) {
  const { t, i18n } = useTranslation('dental');
  const id = useId();
  const [value, setValue] = useState(item.insurance === null ? '' : centsToInput(item.insurance));
  const [error, setError] = useState<string | null>(null);
  /** Empty clears it; at most the price (the server checks it too). */
  const save = () => {
    const cents = parseEuros(value);
    if (Number.isNaN(cents)) return setError(t('items.insurance_invalid'));
    if (cents !== null && cents > (item.price ?? 0)) return setError(t('items.insurance_too_much'));
    onSave(cents);
  };
  return (
    <form
      className="tm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <FormItem
        label={t('items.insurance_label')}
        htmlFor={`${id}-insurance`}
        hint={t('items.insurance_hint', { price: formatMoney(item.price ?? 0, i18n.language) })}
        error={error ?? undefined}
      >
        <Input
          id={`${id}-insurance`}
          inputMode="decimal"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
      </FormItem>
      <div className="tm-form__actions">
        <Button type="submit">{t('items.insurance_save')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

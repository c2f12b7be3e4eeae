import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOTH_TYPE, toothTypeFits, type ToothType } from '@dental/domain-teeth';
import { FormItem, Select, toast } from '@dental/ui';
import { useSetToothType } from '../data/tooth-map';
import { failed } from '../lib/notify';

const TYPES = Object.values(TOOTH_TYPE) as ToothType[];

/** The chosen tooth's type (1-5): only the types that fit its number (primary types on 51-85). */
export function ToothTypeField({ patient, tooth, type, version, disabled }: { patient: string; tooth: number; type: ToothType; version?: number; disabled: boolean }) {
  const { t } = useTranslation('dental');
  const id = useId();
  const save = useSetToothType(patient);
  return (
    <FormItem label={t('target.type')} htmlFor={id}>
      <Select
        id={id}
        value={String(type)}
        disabled={disabled}
        options={TYPES.filter((x) => toothTypeFits(tooth, x)).map((x) => ({ value: String(x), label: t(`tooth_types.${x}`) }))}
        onChange={(e) =>
          save.mutate(
            { tooth, type: Number(e.target.value) as ToothType, version },
            { onSuccess: () => toast.success(t('target.type_saved')), onError: (er) => failed(t, 'errors.save_failed', er) },
          )
        }
      />
    </FormItem>
  );
}

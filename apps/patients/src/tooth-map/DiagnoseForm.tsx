import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Surface, ToothType } from '@dental/domain-teeth';
import { Button, FormItem, FormMessage, Select, Textarea, toast } from '@dental/ui';
import { useAddItem } from '../data/tooth-map';
import { failed } from '../lib/notify';
import { surfaceBlock, SurfacePicker } from './chart/SurfacePicker';
import type { Target } from './target';
import type { ToothMapStatus } from './types';

interface Props {
  patient: string;
  target: Target | null;
  type: ToothType;
  statuses: readonly ToothMapStatus[];
}

/** Diagnostics mode: a diagnosis (or an existing restoration) on the chosen tooth or jaw. */
export function DiagnoseForm({ patient, target, type, statuses }: Props) {
  const { t } = useTranslation('dental');
  const id = useId();
  const add = useAddItem(patient);
  const [statusUuid, setStatusUuid] = useState('');
  const [surfaces, setSurfaces] = useState<Surface[]>([]);
  const [stage, setStage] = useState<'diagnosed' | 'existing'>('diagnosed');
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const status = statuses.find((s) => s.uuid === statusUuid) ?? null;
  const tooth = target?.tooth ?? null;
  const block = surfaceBlock(tooth, type, status ? status.has_surface : null);

  // A new tooth starts a new mark.
  useEffect(() => {
    setSurfaces([]);
    setError('');
  }, [tooth, target?.jaw]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target || !status) {
      setError(t('diagnose.rule'));
      return;
    }
    setError('');
    const body = {
      ...(target.tooth !== undefined ? { tooth: target.tooth } : { jaw: target.jaw }),
      surfaces: block ? [] : surfaces,
      tooth_status_uuid: status.uuid,
      stage,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    };
    add.mutate(
      { body, status },
      {
        onSuccess: () => toast.success(t('diagnose.added')),
        onError: (e) => failed(t, 'errors.save_failed', e),
      },
    );
    setSurfaces([]);
    setComment('');
  };

  return (
    <form className="tm-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{t('diagnose.title')}</h3>
      <FormItem label={t('diagnose.status')} htmlFor={`${id}-status`}>
        <Select
          id={`${id}-status`}
          value={statusUuid}
          placeholder={t('diagnose.choose')}
          options={statuses.map((s) => ({ value: s.uuid, label: s.category ? `${s.name} (${s.category})` : s.name }))}
          onChange={(e) => setStatusUuid(e.target.value)}
        />
      </FormItem>
      <SurfacePicker tooth={tooth} type={type} statusHasSurface={status ? status.has_surface : null} value={surfaces} onChange={setSurfaces} />
      <fieldset className="tm-inline-radios">
        <legend>{t('diagnose.found_as')}</legend>
        {(['diagnosed', 'existing'] as const).map((s) => (
          <label key={s}>
            <input type="radio" name={`${id}-stage`} checked={stage === s} onChange={() => setStage(s)} /> {t(`stages.${s}`)}
          </label>
        ))}
      </fieldset>
      <FormItem label={t('diagnose.comment')} htmlFor={`${id}-comment`}>
        <Textarea id={`${id}-comment`} rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
      </FormItem>
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Button type="submit">{t('diagnose.add')}</Button>
    </form>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { planTakesChanges } from '@dental/contracts/values';
import { Button, FormItem, FormMessage, Input, Select, toast } from '@dental/ui';
import { formatMoney } from '@dental/domain-money';
import { usePlanItem } from '../data/tooth-map';
import { useCreatePlan } from '../data/treatment-plans';
import { failed } from '../lib/notify';
import { plannable, stageName } from './card-model';
import type { ServiceOption, ToothMapItem, TreatmentPlan } from './types';

const NEW_PLAN = 'new';

interface Props {
  patient: string;
  tooth: number | null;
  items: readonly ToothMapItem[];
  services: readonly ServiceOption[];
  plans: readonly TreatmentPlan[];
  /** The item chosen in the list below the chart ("Plan"), if any. */
  chosen: string | null;
}

/** Planning mode: a procedure (service) for a diagnosis of the chosen tooth, into a plan or a new one. */
export function PlanForm({ patient, tooth, items, services, plans, chosen }: Props) {
  const { t, i18n } = useTranslation('dental');
  const id = useId();
  const plan = usePlanItem(patient);
  const createPlan = useCreatePlan(patient);
  // Only a draft takes a new procedure: an approved plan changes through a copy.
  const open = plans.filter((p) => planTakesChanges(p.status));
  const candidates = items.filter((i) => plannable(i) && (tooth === null || i.tooth === tooth));
  const [itemUuid, setItemUuid] = useState('');
  const [serviceUuid, setServiceUuid] = useState('');
  const [planUuid, setPlanUuid] = useState(open[0]?.uuid ?? NEW_PLAN);
  const [planName, setPlanName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (chosen) setItemUuid(chosen);
    else setItemUuid(candidates.length === 1 ? candidates[0].uuid : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new tooth or list choice resets it
  }, [tooth, chosen, candidates.length]);
  // A diagnosis is drawn at once under a temporary id; when the saved one (the server's id) replaces
  // it the list keeps its length, so the choice follows it here rather than falling back to none.
  useEffect(() => {
    if (itemUuid && !candidates.some((i) => i.uuid === itemUuid)) setItemUuid(candidates.length === 1 ? candidates[0].uuid : '');
  }, [candidates, itemUuid]);
  useEffect(() => {
    if (planUuid !== NEW_PLAN && !open.some((p) => p.uuid === planUuid)) setPlanUuid(open[0]?.uuid ?? NEW_PLAN);
  }, [open, planUuid]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const item = candidates.find((i) => i.uuid === itemUuid);
    const service = services.find((s) => s.uuid === serviceUuid);
    if (!item) {
      setError(t('diagnose.rule'));
      return;
    }
    if (!service) {
      setError(t('plan_item.choose_service'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      let target = planUuid;
      if (target === NEW_PLAN) {
        const created = await createPlan.mutateAsync({ name: planName.trim() || t('plan_item.default_plan_name') });
        target = created.uuid;
        setPlanUuid(created.uuid);
        setPlanName('');
      }
      await plan.mutateAsync({ item: item.uuid, service, plan_uuid: target });
      toast.success(t('plan_item.added'));
    } catch (e) {
      failed(t, 'errors.save_failed', e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tm-form" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={`${id}-title`}>{t('plan_item.title')}</h3>
      <FormItem label={t('plan_item.item')} htmlFor={`${id}-item`}>
        <Select
          id={`${id}-item`}
          value={itemUuid}
          placeholder={t('plan_item.choose_item')}
          options={candidates.map((i) => ({ value: i.uuid, label: `${i.tooth ?? ''} ${stageName(i)}${i.surfaces.length ? ` (${i.surfaces.map((s) => s[0].toUpperCase()).join('')})` : ''}` }))}
          onChange={(e) => setItemUuid(e.target.value)}
        />
      </FormItem>
      <FormItem label={t('plan_item.service')} htmlFor={`${id}-service`}>
        <Select
          id={`${id}-service`}
          value={serviceUuid}
          placeholder={t('plan_item.choose_service')}
          options={services.map((s) => ({ value: s.uuid, label: `${s.name} · ${formatMoney(s.price, i18n.language)}` }))}
          onChange={(e) => setServiceUuid(e.target.value)}
        />
      </FormItem>
      <FormItem label={t('plan_item.plan')} htmlFor={`${id}-plan`}>
        <Select
          id={`${id}-plan`}
          value={planUuid}
          options={[...open.map((p) => ({ value: p.uuid, label: p.name })), { value: NEW_PLAN, label: t('plan_item.new_plan') }]}
          onChange={(e) => setPlanUuid(e.target.value)}
        />
      </FormItem>
      {planUuid === NEW_PLAN ? (
        <FormItem label={t('plan_item.new_plan_name')} htmlFor={`${id}-plan-name`}>
          <Input id={`${id}-plan-name`} value={planName} placeholder={t('plan_item.default_plan_name')} onChange={(e) => setPlanName(e.target.value)} />
        </FormItem>
      ) : null}
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Button type="submit" disabled={busy}>
        {t('plan_item.add')}
      </Button>
    </form>
  );
}

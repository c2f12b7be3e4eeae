import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@dental/api-client';
import { planTakesChanges } from '@dental/contracts/values';
import { formatMoney } from '@dental/domain-money';
import { Button, Card, ConfirmDialog, ErrorCard, FormItem, Input, LoadingBlock, toast, useDateFormat } from '@dental/ui';
import { PENDING_PLAN, planPdf, useApprovePlan, useClosePlan, useCopyPlan, useCreatePlan, useDeletePlan, useReorderPlan, useTreatmentPlans } from '../data/treatment-plans';
import { failed } from '../lib/notify';
import { ApproveDialog } from './ApproveDialog';
import { CARD_TIME_ZONE } from './card-model';
import { PlanPhases, type Phase } from './PlanPhases';
import type { ToothMapItem, TreatmentPlan } from './types';

interface Props {
  patient: string;
  items: readonly ToothMapItem[];
  readOnly: boolean;
  canApprove: boolean;
}

/** The patient's treatment plans: phases, estimate, approval with a signature, copy, close, delete, PDF. */
export function PlansPanel({ patient, items, readOnly, canApprove }: Props) {
  const { t } = useTranslation('dental');
  const id = useId();
  const plans = useTreatmentPlans(patient);
  const create = useCreatePlan(patient);
  const [name, setName] = useState('');
  const byUuid = useMemo(() => new Map(items.map((i) => [i.uuid, i])), [items]);

  return (
    <section className="tm-plans" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('plans.title')}</h3>
      {plans.isPending ? (
        <LoadingBlock />
      ) : plans.isError ? (
        <ErrorCard text={t('errors.plans_failed')} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
      ) : (
        <>
          {plans.data.length === 0 ? <p className="tm-hint">{t('plans.empty')}</p> : null}
          {plans.data.map((plan) => (
            <PlanCard key={plan.uuid} patient={patient} plan={plan} items={byUuid} readOnly={readOnly || plan.uuid.startsWith(PENDING_PLAN)} canApprove={canApprove} />
          ))}
          {readOnly ? null : (
            <form
              className="tm-plans__new"
              onSubmit={(e) => {
                e.preventDefault();
                create.mutate(
                  { name: name.trim() || t('plan_item.default_plan_name') },
                  { onSuccess: () => toast.success(t('plans.created')), onError: (er) => failed(t, 'errors.plan_failed', er) },
                );
                setName('');
              }}
            >
              <FormItem label={t('plans.name')} htmlFor={`${id}-name`}>
                <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
              </FormItem>
              <Button type="submit" variant="secondary" disabled={create.isPending}>
                {t('plans.create')}
              </Button>
            </form>
          )}
        </>
      )}
    </section>
  );
}

function PlanCard({ patient, plan, items, readOnly, canApprove }: { patient: string; plan: TreatmentPlan; items: ReadonlyMap<string, ToothMapItem>; readOnly: boolean; canApprove: boolean }) {
  const { t, i18n } = useTranslation('dental');
  const dates = useDateFormat();
  const approve = useApprovePlan(patient);
  const close = useClosePlan(patient);
  const copy = useCopyPlan(patient);
  const remove = useDeletePlan(patient);
  const reorder = useReorderPlan(patient);
  const [approving, setApproving] = useState(false);
  const [confirm, setConfirm] = useState<'close' | 'delete' | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  // Only a draft's procedures move (the server refuses the rest): an approved plan is what the patient signed.
  const editable = !readOnly && planTakesChanges(plan.status);
  const count = plan.phases.reduce((n, p) => n + p.items.length, 0);
  const onFail = (e: unknown) => failed(t, 'errors.plan_failed', e);

  // The insurer never pays more than the price (as the server's estimate counts it).
  const sum = (uuids: readonly string[]) =>
    uuids.reduce(
      (acc, uuid) => {
        const item = items.get(uuid);
        return { total: acc.total + (item?.price ?? 0), insurance: acc.insurance + Math.min(item?.insurance ?? 0, item?.price ?? 0) };
      },
      { total: 0, insurance: 0 },
    );
  const savePhases = (phases: Phase[]) =>
    reorder.mutate(
      { plan: plan.uuid, version: plan.version, phases: phases.map((p) => ({ name: p.name, items: p.items })), sums: phases.map((p) => sum(p.items)) },
      { onSuccess: () => toast.success(t('plans.reordered')), onError: onFail },
    );

  const pdf = async () => {
    try {
      const file = await planPdf(patient, plan.uuid);
      downloadBlob(file.blob, file.filename ?? `${plan.name}.pdf`);
    } catch (e) {
      failed(t, 'errors.pdf_failed', e);
    }
  };

  return (
    <Card>
      <article className="tm-plan" aria-label={plan.name}>
        <header className="tm-plan__head">
          <h4>{plan.name}</h4>
          <span className={`tm-badge tm-badge--${plan.status}`}>{t(`plans.statuses.${plan.status}`)}</span>
          <span className="tm-hint">{t('plans.procedures', { count })}</span>
        </header>
        {plan.approved_at ? (
          <p className="tm-hint">
            {t('plans.approved_by', {
              name: plan.approved_by ? `${plan.approved_by.first_name} ${plan.approved_by.last_name}` : '',
              date: dates.date(plan.approved_at, CARD_TIME_ZONE),
            })}
          </p>
        ) : null}
        {plan.status === 'approved' ? <p className="tm-hint">{t('plans.frozen')}</p> : null}
        <PlanPhases phases={plan.phases} totals={plan.phases.map((p) => p.total)} items={items} disabled={!editable} onChange={savePhases} />
        <dl className="tm-plan__totals">
          <div>
            <dt>{t('plans.total')}</dt>
            <dd>{money(plan.total)}</dd>
          </div>
          {plan.insurance ? (
            <>
              <div>
                <dt>{t('plans.insurance')}</dt>
                <dd>{money(plan.insurance)}</dd>
              </div>
              <div>
                <dt>{t('plans.patient_part')}</dt>
                <dd>{money(plan.total - plan.insurance)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        <div className="tm-plan__actions">
          {editable ? (
            <Button variant="ghost" onClick={() => savePhases([...plan.phases, { name: t('plans.phase_default', { n: plan.phases.length + 1 }), items: [] }])}>
              {t('plans.add_phase')}
            </Button>
          ) : null}
          {editable && canApprove ? <Button onClick={() => setApproving(true)}>{t('plans.approve')}</Button> : null}
          {readOnly ? null : (
            <Button variant="secondary" onClick={() => copy.mutate({ plan: plan.uuid }, { onSuccess: () => toast.success(t('plans.copied')), onError: onFail })}>
              {t('plans.copy')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => void pdf()}>
            {t('plans.pdf')}
          </Button>
          {!readOnly && plan.status !== 'closed' ? (
            <Button variant="secondary" onClick={() => setConfirm('close')}>
              {t('plans.close')}
            </Button>
          ) : null}
          {readOnly || plan.status === 'approved' ? null : (
            <Button variant="ghost" className="pt-danger-text" onClick={() => setConfirm('delete')}>
              {t('plans.delete')}
            </Button>
          )}
        </div>
      </article>
      <ApproveDialog
        open={approving}
        planName={plan.name}
        busy={approve.isPending}
        onClose={() => setApproving(false)}
        onApprove={(signature) => {
          setApproving(false);
          approve.mutate({ plan: plan.uuid, signature, version: plan.version }, { onSuccess: () => toast.success(t('plans.approved')), onError: onFail });
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'close' ? t('plans.close_title') : t('plans.delete_title')}
        text={<p>{confirm === 'close' ? t('plans.close_text') : t('plans.delete_text')}</p>}
        confirmLabel={confirm === 'close' ? t('plans.close') : t('plans.delete')}
        cancelLabel={t('actions.cancel')}
        danger={confirm === 'delete'}
        onConfirm={() => {
          const what = confirm;
          setConfirm(null);
          if (what === 'close') close.mutate({ plan: plan.uuid, version: plan.version }, { onSuccess: () => toast.success(t('plans.closed')), onError: onFail });
          else remove.mutate({ plan: plan.uuid }, { onSuccess: () => toast.success(t('plans.deleted')), onError: onFail });
        }}
        onCancel={() => setConfirm(null)}
      />
    </Card>
  );
}

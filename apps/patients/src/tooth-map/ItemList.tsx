import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { surfaceName, toothInfo, type Surface, type ToothType } from '@dental/domain-teeth';
import { centsToInput, formatMoney, parseEuros } from '@dental/domain-money';
import { Button, Card, ConfirmDialog, EmptyState, FormItem, IconTooth, Input, Modal, Textarea, toast, useDateFormat, type DateFormat } from '@dental/ui';
import { useDeleteItem, useEditItem, useInvalidateItem } from '../data/tooth-map';
import { failed } from '../lib/notify';
import { SurfacePicker } from './chart/SurfacePicker';
import { defaultToothType } from './chart/chart-model';
import { CARD_TIME_ZONE, isLocked, plannable, stageName } from './card-model';
import type { ToothMapItem, TreatmentPlan } from './types';

export interface ListFilters {
  done_before: boolean;
  done_after: boolean;
  unplanned: boolean;
}

interface Props {
  patient: string;
  items: readonly ToothMapItem[];
  plans: readonly TreatmentPlan[];
  types: ReadonlyMap<number, ToothType>;
  readOnly: boolean;
  compact: boolean;
  filters: ListFilters;
  appointment: string | null;
  onPlan: (item: ToothMapItem) => void;
}

/** Short surface letters as named on this tooth ("MO", "MIP"). */
export function useSurfaceText() {
  const { t } = useTranslation('dental');
  return useCallback(
    (tooth: number | null, surfaces: readonly Surface[]) =>
      surfaces.map((s) => t(`surfaces.short.${tooth !== null && toothInfo(tooth) ? surfaceName(tooth, s) : s}`)).join(''),
    [t],
  );
}

function shown(item: ToothMapItem, filters: ListFilters, appointment: string | null): boolean {
  if (item.stage === 'diagnosed') return filters.unplanned;
  if (item.stage !== 'treated') return true;
  const inThisOrLater = appointment !== null && item.appointment_uuid === appointment;
  return inThisOrLater ? filters.done_after : filters.done_before;
}

/** Every item on the card under the chart, with what can still be done to it. */
export function ItemList({ patient, items, plans, types, readOnly, compact, filters, appointment, onPlan }: Props) {
  const { t, i18n } = useTranslation('dental');
  const dates = useDateFormat();
  const id = useId();
  const surfacesText = useSurfaceText();
  const edit = useEditItem(patient);
  const invalidate = useInvalidateItem(patient);
  const remove = useDeleteItem(patient);
  const [editing, setEditing] = useState<{ item: ToothMapItem; surfaces: Surface[] } | null>(null);
  const [voiding, setVoiding] = useState<{ item: ToothMapItem; reason: string } | null>(null);
  const [deleting, setDeleting] = useState<ToothMapItem | null>(null);
  const [insuring, setInsuring] = useState<{ item: ToothMapItem; value: string; error: string | null } | null>(null);
  // Rows, plan names and row actions are kept between renders, so choosing a tooth or opening a
  // dialog re-renders no row of a long card (each ItemRow is memoized on them).
  const rows = useMemo(
    () => items.filter((i) => shown(i, filters, appointment)).sort((a, b) => (a.tooth ?? 0) - (b.tooth ?? 0)),
    [items, filters, appointment],
  );
  const planNames = useMemo(() => new Map(plans.map((p) => [p.uuid, p.name])), [plans]);
  // A procedure of an approved plan is what the patient signed: its surfaces, price and presence change only through a copy.
  const signed = useMemo(() => new Set(plans.filter((p) => p.status === 'approved').map((p) => p.uuid)), [plans]);
  const planName = (uuid: string | null) => (uuid !== null ? planNames.get(uuid) : undefined) ?? t('items.none');
  const what = (i: ToothMapItem) => whatOf(t, i);
  const actions = useMemo<RowActions>(
    () => ({
      editSurfaces: (item) => setEditing({ item, surfaces: [...item.surfaces] }),
      insure: (item) => setInsuring({ item, value: item.insurance === null ? '' : centsToInput(item.insurance), error: null }),
      plan: onPlan,
      invalidate: (item) => setVoiding({ item, reason: '' }),
      remove: (item) => setDeleting(item),
    }),
    [onPlan],
  );

  if (items.length === 0) {
    return (
      <Card>
        <EmptyState icon={<IconTooth size={28} />} title={t('items.empty_title')} text={t('items.empty_text')} />
      </Card>
    );
  }

  const saveSurfaces = () => {
    if (!editing) return;
    const { item, surfaces } = editing;
    setEditing(null);
    edit.mutate(
      { item: item.uuid, surfaces, version: item.version },
      { onSuccess: () => toast.success(t('items.saved')), onError: (e) => failed(t, 'errors.save_failed', e) },
    );
  };

  /** The insurer's part as typed in euros: empty clears it; at most the price (the server checks it too). */
  const saveInsurance = () => {
    if (!insuring) return;
    const { item, value } = insuring;
    const cents = parseEuros(value);
    if (Number.isNaN(cents)) return setInsuring({ ...insuring, error: t('items.insurance_invalid') });
    if (cents !== null && cents > (item.price ?? 0)) return setInsuring({ ...insuring, error: t('items.insurance_too_much') });
    setInsuring(null);
    edit.mutate(
      { item: item.uuid, insurance: cents, version: item.version },
      { onSuccess: () => toast.success(t('items.insurance_saved')), onError: (e) => failed(t, 'errors.save_failed', e) },
    );
  };

  return (
    <section className={`tm-items${compact ? ' is-compact' : ''}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('items.title')}</h3>
      <div className="tm-table-wrap">
        <table className="tm-table" aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t('items.tooth')}</th>
              <th scope="col">{t('items.diagnosis')}</th>
              <th scope="col">{t('items.surfaces')}</th>
              <th scope="col">{t('items.stage')}</th>
              <th scope="col">{t('items.service')}</th>
              <th scope="col">{t('items.plan')}</th>
              {compact ? null : <th scope="col">{t('items.dates')}</th>}
              {readOnly ? null : <th scope="col">{t('items.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <ItemRow
                key={item.uuid}
                item={item}
                planName={item.plan_uuid ? planName(item.plan_uuid) : t('items.none')}
                readOnly={readOnly}
                signed={item.stage === 'planned' && item.plan_uuid !== null && signed.has(item.plan_uuid)}
                compact={compact}
                actions={actions}
                t={t}
                dates={dates}
                surfacesText={surfacesText}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Modal open={editing !== null} title={editing ? t('items.edit_surfaces_of', { what: what(editing.item) }) : ''} onClose={() => setEditing(null)}>
        {editing ? (
          <div className="tm-form">
            <SurfacePicker
              tooth={editing.item.tooth}
              type={editing.item.tooth !== null ? (types.get(editing.item.tooth) ?? defaultToothType(editing.item.tooth)) : defaultToothType(11)}
              statusHasSurface={editing.item.status.has_surface}
              value={editing.surfaces}
              onChange={(surfaces) => setEditing({ ...editing, surfaces })}
            />
            <div className="tm-form__actions">
              <Button onClick={saveSurfaces}>{t('items.save_surfaces')}</Button>
              <Button variant="secondary" onClick={() => setEditing(null)}>
                {t('actions.cancel')}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
      <Modal open={insuring !== null} title={insuring ? t('items.insurance_of', { what: what(insuring.item) }) : ''} onClose={() => setInsuring(null)}>
        {insuring ? (
          <form
            className="tm-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              saveInsurance();
            }}
          >
            <FormItem
              label={t('items.insurance_label')}
              htmlFor={`${id}-insurance`}
              hint={t('items.insurance_hint', { price: formatMoney(insuring.item.price ?? 0, i18n.language) })}
              error={insuring.error ?? undefined}
            >
              <Input id={`${id}-insurance`} inputMode="decimal" value={insuring.value} onChange={(e) => setInsuring({ ...insuring, value: e.target.value, error: null })} />
            </FormItem>
            <div className="tm-form__actions">
              <Button type="submit">{t('items.insurance_save')}</Button>
              <Button variant="secondary" onClick={() => setInsuring(null)}>
                {t('actions.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
      </Modal>
      <Modal open={voiding !== null} title={t('items.invalidate_title')} onClose={() => setVoiding(null)}>
        {voiding ? (
          <form
            className="tm-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (!voiding.reason.trim()) return;
              const { item, reason } = voiding;
              setVoiding(null);
              invalidate.mutate(
                { item: item.uuid, reason: reason.trim() },
                { onSuccess: () => toast.success(t('items.invalidated')), onError: (er) => failed(t, 'errors.save_failed', er) },
              );
            }}
          >
            <p>{t('items.invalidate_text')}</p>
            <FormItem label={t('items.reason')} htmlFor={`${id}-reason`} required>
              <Textarea id={`${id}-reason`} required value={voiding.reason} onChange={(e) => setVoiding({ ...voiding, reason: e.target.value })} />
            </FormItem>
            <div className="tm-form__actions">
              <Button type="submit" disabled={!voiding.reason.trim()}>
                {t('items.invalidate')}
              </Button>
              <Button variant="secondary" onClick={() => setVoiding(null)}>
                {t('actions.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('items.delete_title')}
        text={<p>{t('items.delete_text')}</p>}
        confirmLabel={t('items.delete')}
        cancelLabel={t('actions.cancel')}
        danger
        onConfirm={() => {
          const item = deleting!;
          setDeleting(null);
          remove.mutate({ item: item.uuid }, { onSuccess: () => toast.success(t('items.deleted')), onError: (e) => failed(t, 'errors.save_failed', e) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

interface RowActions {
  editSurfaces: (item: ToothMapItem) => void;
  insure: (item: ToothMapItem) => void;
  plan: (item: ToothMapItem) => void;
  invalidate: (item: ToothMapItem) => void;
  remove: (item: ToothMapItem) => void;
}

type DentalT = TFunction<'dental'>;
const placeOf = (t: DentalT, i: ToothMapItem) => (i.tooth !== null ? String(i.tooth) : t(`jaws.${i.jaw ?? 'both'}`));
const whatOf = (t: DentalT, i: ToothMapItem) => `${placeOf(t, i)} ${stageName(i)}`;

interface RowProps {
  item: ToothMapItem;
  planName: string;
  readOnly: boolean;
  /** A procedure of an approved plan: no surfaces, insurer's part or delete offered (the server refuses them). */
  signed: boolean;
  compact: boolean;
  actions: RowActions;
  t: DentalT;
  dates: DateFormat;
  surfacesText: ReturnType<typeof useSurfaceText>;
}

/** One item's row: re-rendered only when its item, plan name, view or language changes. */
const ItemRow = memo(function ItemRow({ item, planName, readOnly, signed, compact, actions, t, dates, surfacesText }: RowProps) {
  return (
    <tr data-stage={item.stage}>
      <td>{placeOf(t, item)}</td>
      <td>
        <span className="tm-dot" style={{ background: item.status.color }} aria-hidden="true" /> {stageName(item)}
      </td>
      <td>{surfacesText(item.tooth, item.surfaces) || t('items.none')}</td>
      <td>
        {t(`stages.${item.stage}`)}
        {isLocked(item.stage) ? <span className="tm-lock" title={t('items.locked')} aria-label={t('items.locked')}> 🔒</span> : null}
      </td>
      <td>{item.service?.name ?? t('items.none')}</td>
      <td>{planName}</td>
      {compact ? null : (
        <td className="tm-dates">
          {[
            item.diagnosed_at ? t('items.diagnosed_on', { date: dates.date(item.diagnosed_at, CARD_TIME_ZONE) }) : null,
            item.planned_at ? t('items.planned_on', { date: dates.date(item.planned_at, CARD_TIME_ZONE) }) : null,
            item.treated_at ? t('items.treated_on', { date: dates.date(item.treated_at, CARD_TIME_ZONE) }) : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </td>
      )}
      {readOnly ? null : (
        <td className="tm-actions">
          {item.tooth !== null && item.status.has_surface && !signed ? (
            <Button variant="ghost" aria-label={t('items.edit_surfaces_of', { what: whatOf(t, item) })} onClick={() => actions.editSurfaces(item)}>
              {t('items.edit_surfaces')}
            </Button>
          ) : null}
          {item.stage === 'planned' && item.price !== null && !signed ? (
            <Button
              variant="ghost"
              aria-label={t('items.insurance_of', { what: whatOf(t, item) })}
              onClick={() => actions.insure(item)}
            >
              {t('items.insurance')}
            </Button>
          ) : null}
          {plannable(item) ? (
            <Button variant="ghost" aria-label={t('items.plan_of', { what: whatOf(t, item) })} onClick={() => actions.plan(item)}>
              {t('items.plan_action')}
            </Button>
          ) : null}
          {item.stage === 'treated' || item.stage === 'existing' ? (
            <Button variant="ghost" aria-label={t('items.invalidate_of', { what: whatOf(t, item) })} onClick={() => actions.invalidate(item)}>
              {t('items.invalidate')}
            </Button>
          ) : signed ? null : (
            <Button variant="ghost" className="pt-danger-text" aria-label={t('items.delete_of', { what: whatOf(t, item) })} onClick={() => actions.remove(item)}>
              {t('items.delete')}
            </Button>
          )}
        </td>
      )}
    </tr>
  );
});

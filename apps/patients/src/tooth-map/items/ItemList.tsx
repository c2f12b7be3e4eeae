import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToothType } from '@dental/domain-teeth';
import { Card, EmptyState, IconTooth, useDateFormat } from '@dental/ui';
import type { ToothMapItem, TreatmentPlan } from '../types';
import { DeleteItemDialog } from './DeleteItemDialog';
import { InsuranceDialog } from './InsuranceDialog';
import { InvalidateDialog } from './InvalidateDialog';
import { useSurfaceText } from './item-text';
import { ItemRow, type RowActions } from './ItemRow';
import { shownRows, type ListFilters } from './list-filters';
import { SurfacesDialog } from './SurfacesDialog';

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

/** Which dialog is open, on which item. */
type Open = { dialog: 'surfaces' | 'insurance' | 'invalidate' | 'delete'; item: ToothMapItem } | null;

/** Every item on the card under the chart, with what can still be done to it (each change in its own dialog). */
export function ItemList({ patient, items, plans, types, readOnly, compact, filters, appointment, onPlan }: Props) {
  const { t } = useTranslation('dental');
  const dates = useDateFormat();
  const id = useId();
  const surfacesText = useSurfaceText();
  const [open, setOpen] = useState<Open>(null);
  // Rows, plan names and row actions are kept between renders, so choosing a tooth or opening a
  // dialog re-renders no row of a long card (each ItemRow is memoized on them).
  const rows = useMemo(() => shownRows(items, filters, appointment), [items, filters, appointment]);
  const planNames = useMemo(() => new Map(plans.map((p) => [p.uuid, p.name])), [plans]);
  // A procedure of an approved plan is what the patient signed: its surfaces, price and presence change only through a copy.
  const signed = useMemo(() => new Set(plans.filter((p) => p.status === 'approved').map((p) => p.uuid)), [plans]);
  const actions = useMemo<RowActions>(
    () => ({
      editSurfaces: (item) => setOpen({ dialog: 'surfaces', item }),
      insure: (item) => setOpen({ dialog: 'insurance', item }),
      plan: onPlan,
      invalidate: (item) => setOpen({ dialog: 'invalidate', item }),
      remove: (item) => setOpen({ dialog: 'delete', item }),
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

  const openOn = (dialog: NonNullable<Open>['dialog']) => (open?.dialog === dialog ? open.item : null);
  const close = () => setOpen(null);
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
                planName={(item.plan_uuid !== null ? planNames.get(item.plan_uuid) : undefined) ?? t('items.none')}
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
      <SurfacesDialog patient={patient} item={openOn('surfaces')} types={types} onClose={close} />
      <InsuranceDialog patient={patient} item={openOn('insurance')} onClose={close} />
      <InvalidateDialog patient={patient} item={openOn('invalidate')} onClose={close} />
      <DeleteItemDialog patient={patient} item={openOn('delete')} onClose={close} />
    </section>
  );
}

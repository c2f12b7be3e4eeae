import { memo } from 'react';
import { Button, type DateFormat } from '@dental/ui';
import { CARD_TIME_ZONE, isLocked, plannable, stageName } from '../card-model';
import type { ToothMapItem } from '../types';
import { placeOf, whatOf, type DentalT, type useSurfaceText } from './item-text';

/** What a row's buttons start (the list opens the matching dialog). */
export interface RowActions {
  editSurfaces: (item: ToothMapItem) => void;
  insure: (item: ToothMapItem) => void;
  plan: (item: ToothMapItem) => void;
  invalidate: (item: ToothMapItem) => void;
  remove: (item: ToothMapItem) => void;
}

interface Props {
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
export const ItemRow = memo(function ItemRow({ item, planName, readOnly, signed, compact, actions, t, dates, surfacesText }: Props) {
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
      {compact ? null : <td className="tm-dates">{itemDates(item, t, dates)}</td>}
      {readOnly ? null : (
        <td className="tm-actions">
          <ItemActions item={item} signed={signed} actions={actions} t={t} />
        </td>
      )}
    </tr>
  );
});

/** When the item was diagnosed, planned and treated, in the card's time zone. */
function itemDates(item: ToothMapItem, t: DentalT, dates: DateFormat): string {
  return [
    item.diagnosed_at ? t('items.diagnosed_on', { date: dates.date(item.diagnosed_at, CARD_TIME_ZONE) }) : null,
    item.planned_at ? t('items.planned_on', { date: dates.date(item.planned_at, CARD_TIME_ZONE) }) : null,
    item.treated_at ? t('items.treated_on', { date: dates.date(item.treated_at, CARD_TIME_ZONE) }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The row's buttons: only what the item's stage and its plan still allow. */
function ItemActions({ item, signed, actions, t }: Pick<Props, 'item' | 'signed' | 'actions' | 't'>) {
  const what = whatOf(t, item);
  return (
    <>
      {item.tooth !== null && item.status.has_surface && !signed ? (
        <Button variant="ghost" aria-label={t('items.edit_surfaces_of', { what })} onClick={() => actions.editSurfaces(item)}>
          {t('items.edit_surfaces')}
        </Button>
      ) : null}
      {item.stage === 'planned' && item.price !== null && !signed ? (
        <Button variant="ghost" aria-label={t('items.insurance_of', { what })} onClick={() => actions.insure(item)}>
          {t('items.insurance')}
        </Button>
      ) : null}
      {plannable(item) ? (
        <Button variant="ghost" aria-label={t('items.plan_of', { what })} onClick={() => actions.plan(item)}>
          {t('items.plan_action')}
        </Button>
      ) : null}
      {item.stage === 'treated' || item.stage === 'existing' ? (
        <Button variant="ghost" aria-label={t('items.invalidate_of', { what })} onClick={() => actions.invalidate(item)}>
          {t('items.invalidate')}
        </Button>
      ) : signed ? null : (
        <Button variant="ghost" className="pt-danger-text" aria-label={t('items.delete_of', { what })} onClick={() => actions.remove(item)}>
          {t('items.delete')}
        </Button>
      )}
    </>
  );
}

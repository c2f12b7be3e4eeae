import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatMoney } from '@dental/domain-money';
import type { ToothMapItem } from './types';

export interface Phase {
  name: string;
  items: string[];
}

interface Props {
  phases: readonly Phase[];
  totals: readonly number[];
  items: ReadonlyMap<string, ToothMapItem>;
  disabled: boolean;
  onChange: (phases: Phase[]) => void;
}

const phaseId = (index: number) => `phase-${index}`;

/**
 * A plan's phases and their procedures, reordered by dragging (pointer, touch or keyboard via
 * @dnd-kit): within a phase or into another one. The new order is handed up on drop.
 */
export function PlanPhases({ phases, totals, items, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation('dental');
  const [local, setLocal] = useState<Phase[]>(() => phases.map((p) => ({ ...p, items: [...p.items] })));
  useEffect(() => setLocal(phases.map((p) => ({ ...p, items: [...p.items] }))), [phases]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const label = (id: UniqueIdentifier | undefined) => {
    const key = String(id ?? '');
    if (key.startsWith('phase-')) return local[Number(key.slice(6))]?.name ?? '';
    const item = items.get(key);
    return item ? `${item.tooth ?? ''} ${item.service?.name ?? item.status.name}` : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { what: label(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { what: label(active.id), target: label(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('dnd.dropped', { what: label(active.id) }),
    onDragCancel: ({ active }) => t('dnd.canceled', { what: label(active.id) }),
  };
  const where = (id: UniqueIdentifier, phasesNow: Phase[]) => {
    const key = String(id);
    if (key.startsWith('phase-')) return Number(key.slice(6));
    return phasesNow.findIndex((p) => p.items.includes(key));
  };

  // Across phases: the item joins the phase it is over while dragging.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setLocal((now) => {
      const from = where(active.id, now);
      const to = where(over.id, now);
      if (from < 0 || to < 0 || from === to) return now;
      const next = now.map((p) => ({ ...p, items: [...p.items] }));
      next[from].items = next[from].items.filter((i) => i !== active.id);
      const at = next[to].items.indexOf(String(over.id));
      next[to].items.splice(at < 0 ? next[to].items.length : at, 0, String(active.id));
      return next;
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    let next = local;
    if (over) {
      const phase = where(active.id, local);
      const overIndex = local[phase]?.items.indexOf(String(over.id)) ?? -1;
      const activeIndex = local[phase]?.items.indexOf(String(active.id)) ?? -1;
      if (phase >= 0 && overIndex >= 0 && activeIndex !== overIndex) {
        next = local.map((p, i) => (i === phase ? { ...p, items: arrayMove(p.items, activeIndex, overIndex) } : p));
        setLocal(next);
      }
    }
    const changed = JSON.stringify(next.map((p) => p.items)) !== JSON.stringify(phases.map((p) => p.items));
    if (changed) onChange(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setLocal(phases.map((p) => ({ ...p, items: [...p.items] })))}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      {local.map((phase, index) => (
        <PhaseList key={phaseId(index)} id={phaseId(index)} phase={phase} total={totals[index]} items={items} disabled={disabled} locale={i18n.language} />
      ))}
    </DndContext>
  );
}

function PhaseList({ id, phase, total, items, disabled, locale }: { id: string; phase: Phase; total: number | undefined; items: ReadonlyMap<string, ToothMapItem>; disabled: boolean; locale: string }) {
  const { t } = useTranslation('dental');
  const { setNodeRef } = useDroppable({ id, disabled });
  return (
    <section className="tm-phase" aria-label={phase.name}>
      <header className="tm-phase__head">
        <h4>{phase.name}</h4>
        {total !== undefined ? (
          <span>
            {t('plans.phase_total')}: <strong>{formatMoney(total, locale)}</strong>
          </span>
        ) : null}
      </header>
      <SortableContext id={id} items={phase.items} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul ref={setNodeRef} className="tm-phase__items">
          {phase.items.length === 0 ? <li className="tm-hint">{t('plans.no_items')}</li> : null}
          {phase.items.map((uuid) => (
            <PhaseItem key={uuid} uuid={uuid} item={items.get(uuid)} disabled={disabled} locale={locale} />
          ))}
        </ul>
      </SortableContext>
    </section>
  );
}

function PhaseItem({ uuid, item, disabled, locale }: { uuid: string; item: ToothMapItem | undefined; disabled: boolean; locale: string }) {
  const { t } = useTranslation('dental');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: uuid, disabled });
  // Never a raw uuid: a procedure the card does not list (still loading, or since removed) is named as such.
  const what = item ? `${item.tooth ?? t(`jaws.${item.jaw ?? 'both'}`)} ${item.service?.name ?? item.status.name}` : t('plans.item_unknown');
  return (
    <li ref={setNodeRef} className={`tm-phase__item${isDragging ? ' is-dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      {disabled ? null : (
        <button type="button" className="tm-drag" aria-label={t('plans.drag', { what })} {...attributes} {...listeners}>
          ⠿
        </button>
      )}
      <span className="tm-phase__what">{what}</span>
      {item ? <span className="tm-phase__stage">{t(`stages.${item.stage}`)}</span> : null}
      {item?.price != null ? <span className="tm-phase__price">{formatMoney(item.price, locale)}</span> : null}
    </li>
  );
}

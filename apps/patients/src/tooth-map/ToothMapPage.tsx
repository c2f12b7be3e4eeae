import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { addNamespaceBundle } from '@dental/i18n/browser';
import dentalTexts from '@dental/i18n/bundles/dental';
import { Button, Card, ErrorCard, LoadingBlock, useDateFormat } from '@dental/ui';
import { useSearchParams } from '@dental/ui/router';
import { useToothMap, useToothServices, useToothStatuses } from '../data/tooth-map';
import { useTreatmentPlans } from '../data/treatment-plans';
import { Legend } from './chart/Legend';
import { Odontogram } from './chart/Odontogram';
import { defaultToothType } from './chart/chart-model';
import { cardToday, dayOf, marksByTooth, typesByTooth } from './card-model';
import { DiagnoseForm } from './DiagnoseForm';
import { HistoryControl } from './HistoryControl';
import { ItemList } from './items/ItemList';
import type { ListFilters } from './items/list-filters';
import { ModeSwitch, type Mode } from './ModeSwitch';
import { PlanForm } from './PlanForm';
import { PlansPanel } from './PlansPanel';
import { JAWS, type Target } from './target';
import { ToothTypeField } from './ToothTypeField';
import { TreatPanel } from './TreatPanel';
import type { ToothMapItem } from './types';
import './tooth-map.css';

// Registered with this lazily loaded chunk, so the dental texts stay out of the remote's first screen.
addNamespaceBundle('dental', dentalTexts);

/**
 * The dental card (docs/spec.md: tooth-map, takes appointment_uuid): the odontogram, the mode's
 * form beside it, the items under it and the treatment plans. Opened from an appointment it starts
 * in treatment mode on that appointment. `?at=` replays the card to a past date (read only).
 */
export default function ToothMapPage({ patient }: { patient: string }) {
  const { t } = useTranslation('dental');
  const can = useCan();
  const dates = useDateFormat();
  const [params, setParams] = useSearchParams();
  const appointment = params.get('appointment_uuid');
  const at = params.get('at');
  const today = cardToday();
  const card = useToothMap(patient, at);
  // The plans are today's: their procedures are named from today's card, also while replaying a past date.
  const current = useToothMap(patient, null);
  const statuses = useToothStatuses();
  const services = useToothServices();
  const plans = useTreatmentPlans(patient);
  const [mode, setMode] = useState<Mode>(appointment ? 'treatment' : 'diagnostics');
  const [target, setTarget] = useState<Target | null>(null);
  const [chosenItem, setChosenItem] = useState<string | null>(null);
  const [compact, setCompact] = useState(false);
  const [showSettings, setShowSettings] = useState(false);
  const [filters, setFilters] = useState<ListFilters>({ done_before: true, done_after: true, unplanned: true });
  const types = useMemo(() => typesByTooth(card.data), [card.data]);
  const marks = useMemo(() => marksByTooth(card.data), [card.data]);
  const readOnly = at !== null || !can('patients_tooth_map_edit');

  useEffect(() => {
    if (appointment) setMode('treatment');
  }, [appointment]);

  // Stable across renders: the item list's memoized rows keep it.
  const planItem = useCallback((item: ToothMapItem) => {
    setMode('planning');
    if (item.tooth !== null) setTarget({ tooth: item.tooth });
    setChosenItem(item.uuid);
  }, []);
  const selectTooth = useCallback((n: number) => {
    setTarget({ tooth: n });
    setChosenItem(null);
  }, []);

  const setAt = (next: string | null) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next) out.set('at', next);
        else out.delete('at');
        return out;
      },
      { replace: true },
    );

  if (card.isPending) return <LoadingBlock />;
  if (card.isError) return <ErrorCard text={t('errors.load_failed')} onRetry={() => void card.refetch()} retrying={card.isFetching} />;

  const items = card.data.items;
  const tooth = target?.tooth ?? null;
  const toothType = tooth !== null ? (types.get(tooth) ?? defaultToothType(tooth)) : defaultToothType(11);
  const first = items.reduce((min, i) => {
    const day = dayOf(i.diagnosed_at);
    return day && day < min ? day : min;
  }, today);

  return (
    <div className={`tm-page${compact ? ' is-compact' : ''}`}>
      <div className="tm-toolbar">
        {readOnly ? null : <ModeSwitch value={mode} onChange={setMode} />}
        <HistoryControl at={at} today={today} first={first} onChange={setAt} />
        <label className="tm-toggle">
          <input type="checkbox" checked={compact} onChange={(e) => setCompact(e.target.checked)} /> {t('view.compact')}
        </label>
        <Button variant="ghost" aria-expanded={showSettings} onClick={() => setShowSettings((s) => !s)}>
          {t('view.settings')}
        </Button>
      </div>
      {showSettings ? (
        <fieldset className="tm-settings">
          <legend>{t('view.settings')}</legend>
          {(['done_before', 'done_after', 'unplanned'] as const).map((key) => (
            <label key={key} className="tm-toggle">
              <input type="checkbox" checked={filters[key]} onChange={(e) => setFilters({ ...filters, [key]: e.target.checked })} /> {t(`view.${key}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {at ? (
        <p className="tm-banner" role="status">
          {t('history.past', { date: dates.date(at) })}
        </p>
      ) : null}
      <div className="tm-work">
        <Card>
          <Odontogram
            types={types}
            marks={marks}
            selected={tooth}
            compact={compact}
            onSelect={selectTooth}
          />
          <div className="tm-chart-foot">
            <div className="tm-jaws" role="group" aria-label={t('target.label')}>
              {JAWS.map((jaw) => (
                <Button key={jaw} variant={target?.jaw === jaw ? 'primary' : 'secondary'} aria-pressed={target?.jaw === jaw} onClick={() => setTarget({ jaw })}>
                  {t(`jaws.${jaw}`)}
                </Button>
              ))}
            </div>
            <Legend marks={marks} />
          </div>
        </Card>
        {readOnly ? null : (
          <Card>
            <div className="tm-side">
              <p className="tm-target" aria-live="polite">
                <strong>{target ? (target.tooth !== undefined ? t('target.tooth', { number: target.tooth }) : t(`jaws.${target.jaw}`)) : t('target.none')}</strong>
              </p>
              {mode === 'diagnostics' && tooth !== null ? (
                <ToothTypeField patient={patient} tooth={tooth} type={toothType} version={card.data.teeth.find((x) => x.tooth === tooth)?.version} disabled={readOnly} />
              ) : null}
              {mode === 'diagnostics' ? <DiagnoseForm patient={patient} target={target} type={toothType} statuses={statuses.data ?? []} /> : null}
              {mode === 'planning' ? (
                <PlanForm patient={patient} tooth={tooth} items={items} services={services.data ?? []} plans={plans.data ?? []} chosen={chosenItem} />
              ) : null}
              {mode === 'treatment' ? <TreatPanel patient={patient} appointment={appointment} items={items} plans={plans.data ?? []} /> : null}
            </div>
          </Card>
        )}
      </div>
      <ItemList
        patient={patient}
        items={items}
        plans={plans.data ?? []}
        types={types}
        readOnly={readOnly}
        compact={compact}
        filters={filters}
        appointment={appointment}
        onPlan={planItem}
      />
      <PlansPanel patient={patient} items={current.data?.items ?? items} readOnly={readOnly} canApprove={can('patients_plans_approve')} />
    </div>
  );
}

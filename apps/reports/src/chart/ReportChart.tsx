import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { LoadingBlock } from '@dental/ui';
import { stackedValues, type ChartModel } from '../lib/chart-series';
import './report-chart.css';

export interface ReportChartProps {
  model: ChartModel;
  /** What the chart shows, for screen readers (the table under it has the numbers). */
  label: string;
  /** A bucket's name on the x axis and in the legend (e.g. "12.03." or "March 2026"). */
  bucketLabel: (bucket: string) => string;
  /** A bar's (left axis) value as text, e.g. euros or hours. */
  formatValue: (value: number) => string;
  /** A right-axis line's value as text (percent). */
  formatRight?: (value: number) => string;
  height?: number;
}

/** The chart's width on paper: A4 portrait less 2 cm margins each side (170 mm) at 96 px per inch. */
const PRINT_WIDTH = 640;

/** uPlot and its styles come in only when a chart is first drawn, never with the remote's first screen. */
const loadUPlot = () => Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

/**
 * Stacked bars per bucket (one colour per person, room or kind), lines over them, axes with their
 * units, and a legend below that shows the pointed bucket's values (keyboard: the table under the
 * chart holds the same numbers). uPlot draws the running sums tallest first, so each bar shows
 * as its own segment of the stack.
 */
export function ReportChart({ model, label, bucketLabel, formatValue, formatRight = (v) => `${v}%`, height = 280 }: ReportChartProps) {
  const { t } = useTranslation('reports');
  const host = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const format = useRef({ bucketLabel, formatValue, formatRight });
  format.current = { bucketLabel, formatValue, formatRight };

  useEffect(() => {
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    let printing = false;
    const print = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    // The canvas has a fixed pixel width: before printing it is redrawn for the page, after it for the screen.
    const fit = (toPaper: boolean) => {
      printing = toPaper;
      const element = host.current;
      if (chart && element) chart.setSize({ width: toPaper ? PRINT_WIDTH : Math.max(280, element.clientWidth), height });
    };
    const beforePrint = () => fit(true);
    const afterPrint = () => fit(false);
    const onMedia = (event: MediaQueryListEvent) => fit(event.matches);
    loadUPlot()
      .then((UPlot) => {
        const element = host.current;
        if (cancelled || !element) return;
        const bars = model.series.filter((s) => s.kind === 'bar');
        const lines = model.series.filter((s) => s.kind === 'line');
        const stacked = stackedValues(model.series);
        const order = bars.map((_, i) => i).reverse();
        const x = model.buckets.map((_, i) => i);
        const barPaths = UPlot.paths.bars?.({ size: [0.7, 72], align: 0 });
        const data: uPlot.AlignedData = [x, ...order.map((i) => stacked[i]), ...lines.map((line) => line.values)];
        const hasRight = lines.some((line) => line.right);
        const options: uPlot.Options = {
          width: Math.max(280, element.clientWidth),
          height,
          legend: { show: false },
          cursor: { points: { show: false }, drag: { x: false, y: false } },
          scales: {
            x: { time: false, range: [-0.5, Math.max(0.5, model.buckets.length - 0.5)] },
            y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
            right: { range: (_u, _min, max) => [0, Math.max(100, max ?? 0)] },
          },
          axes: [
            {
              incrs: [1, 2, 3, 4, 5, 7, 10, 14, 21, 28, 30, 60, 91, 182, 365],
              values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && model.buckets[i] ? format.current.bucketLabel(model.buckets[i]) : '')),
              grid: { show: false },
            },
            { scale: 'y', values: (_u, splits) => splits.map((v) => format.current.formatValue(v)), size: 80 },
            ...(hasRight ? [{ scale: 'right', side: 1 as const, grid: { show: false }, values: (_u: uPlot, splits: number[]) => splits.map((v) => format.current.formatRight(v)) }] : []),
          ],
          series: [
            {},
            ...order.map((i) => ({ label: bars[i].label, fill: bars[i].color, stroke: bars[i].color, width: 0, paths: barPaths, points: { show: false }, scale: 'y' })),
            ...lines.map((line) => ({ label: line.label, stroke: line.color, width: 2, scale: line.right ? 'right' : 'y', points: { show: true, size: 6, fill: line.color } })),
          ],
          hooks: {
            setCursor: [(u) => setHover(u.cursor.idx ?? null)],
          },
        };
        chart = new UPlot(options, data, element);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => !printing && chart?.setSize({ width: Math.max(280, element.clientWidth), height }));
          observer.observe(element);
        }
        window.addEventListener('beforeprint', beforePrint);
        window.addEventListener('afterprint', afterPrint);
        print?.addEventListener?.('change', onMedia);
        if (print?.matches) fit(true);
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
      print?.removeEventListener?.('change', onMedia);
      chart?.destroy();
    };
  }, [model, height]);

  const shown = hover ?? null;
  return (
    <figure className="rep-chart" aria-label={label}>
      {state === 'loading' ? <LoadingBlock /> : null}
      {state === 'failed' ? <p className="rep-chart__failed">{t('chart.failed')}</p> : null}
      <div ref={host} className="rep-chart__canvas" role="img" aria-label={label} data-testid="report-chart" />
      <figcaption className="rep-chart__legend" data-testid="chart-legend">
        <span className="rep-chart__bucket" aria-live="polite">
          {shown !== null && model.buckets[shown] ? bucketLabel(model.buckets[shown]) : t('chart.period_total')}
        </span>
        <ul>
          {model.series.map((s) => {
            // Not pointing at a bucket: the period's total (a percentage has none).
            const value = shown !== null ? s.values[shown] : s.right ? null : s.values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
            return (
              <li key={`${s.kind}-${s.label}`}>
                <span className={`rep-chart__swatch rep-chart__swatch--${s.kind}`} style={{ background: s.color }} aria-hidden="true" />
                <span>{s.label}</span>
                {value !== null && value !== undefined ? <strong>{s.right ? formatRight(value) : formatValue(value)}</strong> : null}
              </li>
            );
          })}
        </ul>
      </figcaption>
    </figure>
  );
}

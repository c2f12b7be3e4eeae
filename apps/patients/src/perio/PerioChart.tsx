import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { furcationSites, type PerioSite } from '@dental/domain-teeth';
import { Select } from '@dental/ui';
import type { PerioExam } from '@dental/contracts';
import { CELL, PerioGraph } from './PerioGraph';
import { FACES, JAW_ROWS, sitesLeftToRight, type Face, type JawName } from './chart-model';
import { siteKey, usePerioDraft, type Mark } from './perio-store';

const MARK_KEYS: Record<string, Mark> = { b: 'bleeding', s: 'suppuration', p: 'plaque' };
const MOBILITY = ['0', '1', '2', '3'];
const GRADES = ['1', '2', '3'];

/**
 * The chart: per jaw the teeth, each face's 3 sites per tooth with its depth and margin, the
 * marks, and the graph under them; mobility and furcation per tooth. The grid is one tab stop
 * that takes the hygienist's typing (perio-store.ts): digits, B/S/P, "-", arrows, Backspace.
 */
export function PerioChart({ exam, locked, worse }: { exam: PerioExam; locked: boolean; worse: ReadonlySet<string> }) {
  const { t } = useTranslation('perio');
  const draft = usePerioDraft();
  const grid = useRef<HTMLDivElement>(null);
  const missing = useMemo(() => new Set(exam.teeth.filter((x) => x.missing).map((x) => x.tooth)), [exam.teeth]);
  const implants = useMemo(() => new Set(exam.teeth.filter((x) => x.implant).map((x) => x.tooth)), [exam.teeth]);
  const order = useMemo(() => new Map(draft.sequence.map((step, index) => [siteKey(step.tooth, step.site), index])), [draft.sequence]);
  const current = draft.sequence[draft.cursor];

  useEffect(() => {
    if (!current) return;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-site="${siteKey(current.tooth, current.site)}"]`);
    cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (locked || event.ctrlKey || event.metaKey || event.altKey) return;
    // A mobility or furcation picker keeps its own keys (a digit there picks an option).
    if (event.target instanceof HTMLSelectElement) return;
    const key = event.key.toLowerCase();
    if (/^[0-9]$/.test(key)) draft.digit(Number(key));
    else if (MARK_KEYS[key]) draft.toggle(MARK_KEYS[key]);
    else if (key === '-') draft.minus();
    else if (key === '+') draft.plusTen();
    else if (key === 'arrowright') draft.step(1);
    else if (key === 'arrowleft') draft.step(-1);
    else if (key === 'backspace') draft.step(-1);
    else return;
    event.preventDefault();
  };

  const faceLabel = (jaw: JawName, face: Face) => t(`faces.${face === 'lingual' && jaw === 'upper' ? 'palatal' : face}`);

  const siteCell = (tooth: number, site: PerioSite) => {
    const key = siteKey(tooth, site);
    const values = draft.sites[key];
    const index = order.get(key);
    const isCursor = !locked && index === draft.cursor;
    const depth = values?.probing_depth;
    const margin = values?.gingival_margin;
    const visible = [depth ?? '', margin ?? ''].join(' ').trim();
    const classes = [
      'perio-cell',
      isCursor ? 'perio-cell--cursor' : '',
      (depth ?? 0) >= 6 ? 'perio-cell--deep6' : (depth ?? 0) >= 4 ? 'perio-cell--deep4' : '',
      worse.has(key) ? 'perio-cell--worse' : '',
    ].join(' ');
    if (missing.has(tooth)) return <span key={site} className="perio-cell perio-cell--missing" />;
    return (
      <button
        key={site}
        type="button"
        tabIndex={-1}
        className={classes}
        data-site={key}
        aria-current={isCursor ? 'true' : undefined}
        aria-label={`${visible ? `${visible} ` : ''}${t('cell', { tooth, site: t(`sites.${site}`) })}`}
        onClick={() => {
          if (index !== undefined && !locked) draft.moveTo(index);
          grid.current?.focus();
        }}
      >
        <span className="perio-cell__depth">{depth ?? ''}</span>
        <span className="perio-cell__margin">{margin ?? ''}</span>
        <span className="perio-cell__marks" aria-hidden="true">
          {values?.bleeding ? <i className="perio-mark perio-mark--bleeding" data-mark="bleeding" /> : null}
          {values?.suppuration ? <i className="perio-mark perio-mark--suppuration" data-mark="suppuration" /> : null}
          {values?.plaque ? <i className="perio-mark perio-mark--plaque" data-mark="plaque" /> : null}
        </span>
      </button>
    );
  };

  const faceRow = (jaw: JawName, face: Face) => (
    <div className="perio-face" key={face}>
      <div className="perio-face__label">{faceLabel(jaw, face)}</div>
      <div className="perio-row">
        {JAW_ROWS[jaw].map((tooth) => (
          <div key={tooth} className="perio-tooth-sites">
            {sitesLeftToRight(tooth, face).map((site) => siteCell(tooth, site))}
          </div>
        ))}
      </div>
      <PerioGraph teeth={JAW_ROWS[jaw]} face={face} faceLabel={faceLabel(jaw, face)} sites={draft.sites} missing={missing} />
    </div>
  );

  const toothRow = (jaw: JawName) => (
    <>
      <div className="perio-row perio-row--teeth">
        {JAW_ROWS[jaw].map((tooth) => (
          <div key={tooth} className={`perio-tooth${missing.has(tooth) ? ' perio-tooth--missing' : ''}`}>
            <strong>{tooth}</strong>
            <small>{missing.has(tooth) ? t('missing') : implants.has(tooth) ? t('implant') : ''}</small>
          </div>
        ))}
      </div>
      <div className="perio-row perio-row--tooth-fields">
        {JAW_ROWS[jaw].map((tooth) => (
          <div key={tooth} className="perio-tooth-fields">
            {missing.has(tooth) ? null : (
              <>
                <Select
                  aria-label={t('mobility_of', { tooth })}
                  title={t('mobility_of', { tooth })}
                  className="perio-select"
                  disabled={locked}
                  value={draft.teeth[tooth]?.mobility === null || draft.teeth[tooth]?.mobility === undefined ? '' : String(draft.teeth[tooth]?.mobility)}
                  placeholder={t('mobility')}
                  options={MOBILITY.map((value) => ({ value, label: `M${value}` }))}
                  onChange={(e) => draft.setTooth(tooth, { mobility: e.target.value === '' ? null : Number(e.target.value) })}
                />
                {furcationSites(tooth).map((entrance) => (
                  <Select
                    key={entrance}
                    aria-label={t('furcation_of', { tooth, site: t(`furcation_sites.${entrance}`) })}
                    title={t('furcation_of', { tooth, site: t(`furcation_sites.${entrance}`) })}
                    className="perio-select"
                    disabled={locked}
                    value={String(draft.teeth[tooth]?.furcation[entrance] ?? '')}
                    placeholder={`F ${entrance.charAt(0).toUpperCase()}`}
                    options={GRADES.map((value) => ({ value, label: `F${entrance.charAt(0).toUpperCase()}${value}` }))}
                    onChange={(e) => {
                      const furcation = { ...(draft.teeth[tooth]?.furcation ?? {}) };
                      if (e.target.value === '') delete furcation[entrance];
                      else furcation[entrance] = Number(e.target.value);
                      draft.setTooth(tooth, { furcation });
                    }}
                  />
                ))}
              </>
            )}
          </div>
        ))}
      </div>
    </>
  );

  return (
    <div className="perio-chart" style={{ ['--perio-cell' as string]: `${CELL}px` }}>
      <p className="perio-current" aria-live="polite">
        {current && !locked ? t('current', { tooth: current.tooth, site: t(`sites.${current.site}`) }) : ''}
      </p>
      <div
        ref={grid}
        className="perio-grid"
        role="group"
        tabIndex={0}
        aria-label={t('chart')}
        aria-describedby="perio-help"
        onKeyDown={onKeyDown}
      >
        {(['upper', 'lower'] as const).map((jaw) => (
          <section key={jaw} className="perio-jaw" aria-label={t(jaw)}>
            <h3 className="perio-jaw__title">{t(jaw)}</h3>
            {jaw === 'upper' ? toothRow(jaw) : null}
            {FACES[jaw].map((face) => faceRow(jaw, face))}
            {jaw === 'lower' ? toothRow(jaw) : null}
          </section>
        ))}
      </div>
      <div className="perio-legend">
        <span className="perio-legend__gum">{t('legend_gum')}</span>
        <span className="perio-legend__attachment">{t('legend_attachment')}</span>
        <span><i className="perio-mark perio-mark--bleeding" /> {t('marks.bleeding')}</span>
        <span><i className="perio-mark perio-mark--suppuration" /> {t('marks.suppuration')}</span>
        <span><i className="perio-mark perio-mark--plaque" /> {t('marks.plaque')}</span>
      </div>
    </div>
  );
}

/** Large keys for a finger on a tablet: the same as typing on the grid. */
export function PerioKeypad({ onUsed }: { onUsed: () => void }) {
  const { t } = useTranslation('perio');
  const draft = usePerioDraft();
  const press = (action: () => void) => () => {
    action();
    onUsed();
  };
  return (
    <div className="perio-keypad" role="group" aria-label={t('keypad')}>
      {['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((digit) => (
        <button key={digit} type="button" className="perio-key" onClick={press(() => draft.digit(Number(digit)))}>
          {digit}
        </button>
      ))}
      <button type="button" className="perio-key" aria-pressed={draft.tens} onClick={press(draft.plusTen)}>
        {t('keys.plus_ten')}
      </button>
      {draft.mode === 'margin' ? (
        <button type="button" className="perio-key" aria-pressed={draft.negative} onClick={press(draft.minus)}>
          {t('keys.minus')}
        </button>
      ) : null}
      {(['bleeding', 'suppuration', 'plaque'] as const).map((mark) => (
        <button key={mark} type="button" className={`perio-key perio-key--${mark}`} onClick={press(() => draft.toggle(mark))}>
          <span>{t(`keys.${mark}`)}</span> <small>{t(`marks.${mark}`)}</small>
        </button>
      ))}
      <button type="button" className="perio-key perio-key--wide" onClick={press(() => draft.step(-1))}>
        {t('keys.back')}
      </button>
      <button type="button" className="perio-key perio-key--wide" onClick={press(() => draft.step(1))}>
        {t('keys.next')}
      </button>
    </div>
  );
}

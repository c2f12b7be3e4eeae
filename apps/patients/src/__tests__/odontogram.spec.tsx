import './jsdom-polyfills';
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import dentalTexts from '@dental/i18n/bundles/dental';
import i18next from 'i18next';
import { TOOTH_TYPE, type Surface, type ToothType } from '@dental/domain-teeth';
import { Odontogram } from '../tooth-map/chart/Odontogram';
import { SurfacePicker } from '../tooth-map/chart/SurfacePicker';
import type { ToothMark } from '../tooth-map/chart/chart-model';

beforeAll(() => {
  initI18n('en');
  addNamespaceBundle('dental', dentalTexts);
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const mark = (over: Partial<ToothMark>): ToothMark => ({
  uuid: 'm1',
  surfaces: ['mesial', 'occlusal'],
  color: '#d32f2f',
  display_type: 0,
  icon_text: null,
  stage: 'diagnosed',
  label: 'Caries',
  ...over,
});

function Chart({ types = new Map(), marks = new Map() }: { types?: Map<number, ToothType>; marks?: Map<number, ToothMark[]> }) {
  const [selected, setSelected] = useState<number | null>(null);
  return <Odontogram types={types} marks={marks} selected={selected} onSelect={setSelected} />;
}

describe('odontogram', () => {
  it('draws 32 permanent and 20 primary teeth as buttons named by their number, in the UI language', async () => {
    render(<Chart />);
    const chart = screen.getByRole('group', { name: 'Odontogram' });
    const teeth = within(chart).getAllByRole('button');
    expect(teeth).toHaveLength(52);
    // The dentist's view: the upper row starts with the patient's upper right third molar.
    expect(teeth[0]).toHaveAccessibleName('Tooth 18');
    expect(teeth[15]).toHaveAccessibleName('Tooth 28');
    expect(teeth[16]).toHaveAccessibleName('Tooth 55');
    expect(teeth.at(-1)).toHaveAccessibleName('Tooth 38');
    expect(teeth.every((b) => b.querySelector('svg'))).toBe(true);
    await act(() => i18next.changeLanguage('lv'));
    expect(await screen.findByRole('button', { name: 'Zobs 36' })).toBeInTheDocument();
  });

  it('selects with a click or the keyboard, and arrow keys walk the rows', async () => {
    render(<Chart />);
    const t36 = screen.getByRole('button', { name: 'Tooth 36' });
    expect(t36).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(t36);
    expect(t36).toHaveAttribute('aria-pressed', 'true');
    // One tab stop: the selected tooth.
    expect(t36).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Tooth 18' })).toHaveAttribute('tabindex', '-1');
    t36.focus();
    fireEvent.keyDown(t36, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Tooth 37' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    // Primary rows hold columns 4-13, each tooth over its successor: up from 37 lands on 75.
    expect(screen.getByRole('button', { name: 'Tooth 75' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Tooth 75' })).toHaveAttribute('aria-pressed', 'true');
    expect(t36).toHaveAttribute('aria-pressed', 'false');
  });

  it('draws each stage differently and colours only the marked surfaces', () => {
    const marks = new Map<number, ToothMark[]>([
      [36, [mark({ uuid: 'a', stage: 'diagnosed' })]],
      [46, [mark({ uuid: 'b', stage: 'planned' })]],
      [26, [mark({ uuid: 'c', stage: 'treated', color: '#1565c0' })]],
      [16, [mark({ uuid: 'd', stage: 'existing', surfaces: [] })]],
    ]);
    render(<Chart marks={marks} />);
    const drawn = (tooth: number) => screen.getByRole('button', { name: `Tooth ${tooth}` }).querySelector('[data-mark]')!;
    expect(drawn(36).querySelectorAll('[data-surface]')).toHaveLength(2);
    expect(drawn(36)).toHaveAttribute('fill-opacity', '0.45');
    expect(drawn(46)).toHaveAttribute('fill', 'transparent');
    expect(drawn(46)).toHaveAttribute('stroke', '#d32f2f');
    expect(drawn(26)).toHaveAttribute('fill', '#1565c0');
    expect(drawn(16).getAttribute('fill')).toMatch(/^url\(#/);
    // The description names type, diagnosis and stage for a screen reader's second read.
    expect(screen.getByRole('button', { name: 'Tooth 46' })).toHaveAttribute('title', 'Permanent; Caries (Planned)');
  });

  it('draws extracted and not erupted teeth as such and no surfaces on them', () => {
    const types = new Map<number, ToothType>([
      [36, TOOTH_TYPE.EXTRACTED],
      [38, TOOTH_TYPE.PERMANENT_NOT_ERUPTED],
      [55, TOOTH_TYPE.PRIMARY],
    ]);
    render(<Chart types={types} marks={new Map([[36, [mark({})]]])} />);
    const tooth = (n: number) => screen.getByRole('button', { name: `Tooth ${n}` });
    expect(tooth(36).querySelector('.tm-glyph__cross')).not.toBeNull();
    expect(tooth(36).querySelector('[data-mark]')).toBeNull();
    expect(tooth(38).querySelector('.is-unerupted')).not.toBeNull();
    expect(tooth(55).querySelector('.is-faint')).toBeNull();
    // Without a recorded type, a primary tooth is not in an adult's mouth.
    expect(tooth(65).querySelector('.is-unerupted')).not.toBeNull();
  });

  it('shows a status icon text and colours the root for a root status', () => {
    render(<Chart marks={new Map([[11, [mark({ display_type: 2, icon_text: 'RCT', stage: 'treated' })]]])} />);
    const t11 = screen.getByRole('button', { name: 'Tooth 11' });
    expect(t11).toHaveTextContent('RCT');
    expect(t11.querySelector('[data-mark]')!.querySelectorAll('polygon')).toHaveLength(1);
  });
});

function Picker(props: { tooth: number | null; type?: ToothType; has?: boolean | null; initial?: Surface[] }) {
  const [value, setValue] = useState<Surface[]>(props.initial ?? []);
  return (
    <>
      <SurfacePicker tooth={props.tooth} type={props.type ?? TOOTH_TYPE.PERMANENT} statusHasSurface={props.has ?? true} value={value} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('surface picker', () => {
  it('names the surfaces as a dentist does for the tooth', () => {
    const { unmount } = render(<Picker tooth={36} />);
    const names = () => within(screen.getByRole('group', { name: 'Surfaces' })).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent);
    expect(names()).toEqual(['MMesial', 'DDistal', 'OOcclusal', 'BBuccal', 'LLingual']);
    unmount();
    render(<Picker tooth={11} />);
    expect(names()).toEqual(['MMesial', 'DDistal', 'IIncisal', 'BLabial', 'PPalatal']);
  });

  it('keeps the chosen surfaces in chart order', async () => {
    render(<Picker tooth={36} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Occlusal/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Mesial/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('mesial,occlusal');
  });

  it.each([
    ['a jaw', { tooth: null }, 'A jaw has no surfaces.'],
    ['an extracted tooth', { tooth: 36, type: TOOTH_TYPE.EXTRACTED }, 'This tooth is not in the mouth: it has no surfaces to chart.'],
    ['a status without surfaces', { tooth: 36, has: false }, 'This diagnosis is marked on the whole tooth, without surfaces.'],
  ] as const)('is off for %s and says why', (_, props, why) => {
    render(<Picker {...(props as { tooth: number | null })} initial={['mesial']} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.every((b) => (b as HTMLInputElement).disabled && !(b as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('group', { name: 'Surfaces' })).toHaveAccessibleDescription(why);
  });
});

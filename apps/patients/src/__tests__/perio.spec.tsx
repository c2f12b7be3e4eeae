import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PerioExam, PerioExamEdit, Permission } from '@dental/contracts';
import { PERIO_TEETH } from '@dental/domain-teeth';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

jest.setTimeout(30_000);
const P = `/patients/${PATIENT_UUID}`;
const EXAM = '5e1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c20';
const OLDER = '5e1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c21';
const VIEW: Permission[] = ['patients_view', 'patients_tooth_map_view'];
const EDIT: Permission[] = [...VIEW, 'patients_tooth_map_edit'];
const SUMMARY = { sites: 0, bleeding_percent: 0, plaque_percent: 0, sites_4mm: 0, sites_6mm: 0, mean_cal: null };

function exam(over: Partial<PerioExam> = {}, missing: number[] = []): PerioExam {
  return {
    uuid: EXAM,
    patient_uuid: PATIENT_UUID,
    examined_at: '2026-11-24T08:00:00Z',
    note: null,
    signed_off_at: null,
    signed_off_by: null,
    created_by: null,
    summary: SUMMARY,
    version: 1,
    teeth: PERIO_TEETH.map((tooth) => ({ tooth, missing: missing.includes(tooth), implant: false, mobility: null, furcation: {} })),
    sites: [],
    comparison: null,
    ...over,
  };
}

function setup(current: PerioExam, list = [current]) {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', /\/perio-exams$/, () => ({ status: 200, body: { data: list } }));
  api.on('GET', /\/perio-exams\/[^/]+$/, () => ({ status: 200, body: { data: current } }));
  return api;
}

const cell = (tooth: number, site: string) => document.querySelector<HTMLElement>(`[data-site="${tooth}:${site}"]`);

describe('perio tab', () => {
  it('charts by keyboard in the probing order: digits move the cursor, B/S/P mark the site just typed, one PATCH saves', async () => {
    const api = setup(exam({}, [17]));
    api.on('PATCH', /\/perio-exams\//, () => ({ status: 200, body: { data: exam({ version: 2, sites: [] }, [17]) } }));
    await renderAt(`${P}/perio`, EDIT);
    const grid = await screen.findByRole('group', { name: 'Perio chart' });
    expect(screen.getByText('Cursor: tooth 18, distobuccal')).toBeInTheDocument();
    await userEvent.click(grid);
    grid.focus();
    // 18: DB 3, B 5 (bleeding), MB 4 (plaque, suppuration); 17 is missing: the cursor jumps to 16.
    await userEvent.keyboard('35b4ps');
    expect(screen.getByText('Cursor: tooth 16, distobuccal')).toBeInTheDocument();
    expect(cell(18, 'distobuccal')).toHaveTextContent('3');
    expect(cell(18, 'buccal')?.querySelector('[data-mark="bleeding"]')).not.toBeNull();
    expect(cell(18, 'mesiobuccal')?.querySelectorAll('[data-mark]')).toHaveLength(2);
    expect(cell(17, 'buccal')).toBeNull();
    // Past the midline the order turns: 11 mesial is followed by 21 mesial.
    await userEvent.keyboard('2'.repeat(6 * 3));
    expect(screen.getByText('Cursor: tooth 21, mesiobuccal')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('Cursor: tooth 11, mesiobuccal')).toBeInTheDocument();
    // "+" then a digit is 10 mm more: 11 MB becomes 12.
    await userEvent.keyboard('+2');
    expect(cell(11, 'mesiobuccal')).toHaveTextContent('12');
    expect(screen.getByText('Cursor: tooth 21, mesiobuccal')).toBeInTheDocument();
    // The live summary: three of the 21 sites charted are 4 mm deep or more (5, 4 and 12), one 6 mm or more.
    expect(document.querySelector('[data-measure="sites_4mm"]')).toHaveTextContent('3');
    expect(document.querySelector('[data-measure="sites_6mm"]')).toHaveTextContent('1');
    expect(document.querySelector('[data-measure="sites"]')).toHaveTextContent('21');
    // Margin mode: "-2" is 2 mm recession on 18 DB; the graph draws both lines.
    await userEvent.click(screen.getByRole('radio', { name: 'Gingival margin' }));
    grid.focus();
    await userEvent.keyboard('-2');
    expect(cell(18, 'distobuccal')).toHaveTextContent('3-2');
    expect(document.querySelector('[data-line="attachment"]')?.getAttribute('d')).toMatch(/^M20 /);
    // Mobility and furcation per tooth go in the same request; a digit typed on a picker stays there.
    screen.getByRole('combobox', { name: 'Mobility of tooth 16' }).focus();
    await userEvent.keyboard('7');
    expect(cell(18, 'buccal')).toHaveTextContent(/^5$/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mobility of tooth 16' }), '2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Furcation of tooth 16, buccal' }), '3');
    expect(screen.getByText('Cursor: tooth 18, buccal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.last('PATCH', /\/perio-exams\//)).toBeDefined());
    const body = api.last('PATCH', /\/perio-exams\//)?.body as PerioExamEdit;
    expect(body.version).toBe(1);
    expect(body.sites).toHaveLength(21);
    expect(body.sites?.find((s) => s.tooth === 18 && s.site === 'distobuccal')).toEqual({ tooth: 18, site: 'distobuccal', probing_depth: 3, gingival_margin: -2, bleeding: false, suppuration: false, plaque: false });
    expect(body.sites?.find((s) => s.tooth === 18 && s.site === 'mesiobuccal')).toMatchObject({ probing_depth: 4, plaque: true, suppuration: true, bleeding: false });
    expect(body.teeth).toEqual([{ tooth: 16, mobility: 2, furcation: { buccal: 3 } }]);
    expect(await screen.findByText('Exam saved')).toBeInTheDocument();
  });

  it('keeps what was typed when someone else saved the exam meanwhile (409), on top of their version', async () => {
    let current = exam();
    const api = setup(current);
    api.on('GET', /\/perio-exams\/[^/]+$/, () => ({ status: 200, body: { data: current } }));
    api.on('PATCH', /\/perio-exams\//, (call) => {
      if ((call.body as PerioExamEdit).version === 1) {
        current = exam({ version: 2, sites: [{ tooth: 46, site: 'buccal', probing_depth: 7, gingival_margin: 0, clinical_attachment_level: 7, bleeding: false, suppuration: false, plaque: false }] });
        return { status: 409, body: { error: { code: 'VERSION_CONFLICT', message: 'Someone else changed this record meanwhile.' } } };
      }
      return { status: 200, body: { data: exam({ version: 3 }) } };
    });
    await renderAt(`${P}/perio`, EDIT);
    const grid = await screen.findByRole('group', { name: 'Perio chart' });
    grid.focus();
    await userEvent.keyboard('4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this record meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(cell(46, 'buccal')).toHaveTextContent('7'));
    expect(cell(18, 'distobuccal')).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect((api.last('PATCH', /\/perio-exams\//)?.body as PerioExamEdit).version).toBe(2));
    expect((api.last('PATCH', /\/perio-exams\//)?.body as PerioExamEdit).sites).toEqual([expect.objectContaining({ tooth: 18, site: 'distobuccal', probing_depth: 4 })]);
  });

  it('signs off only after confirmation, then shows the exam locked', async () => {
    const api = setup(exam());
    let signed = false;
    api.on('PATCH', /\/perio-exams\//, () => {
      signed = true;
      return { status: 200, body: { data: exam({ version: 2, signed_off_at: '2026-11-24T09:00:00Z', signed_off_by: { uuid: PATIENT_UUID, first_name: 'Anna', last_name: 'Higiēniste' } }) } };
    });
    api.on('GET', /\/perio-exams\/[^/]+$/, () => ({ status: 200, body: { data: signed ? exam({ version: 2, signed_off_at: '2026-11-24T09:00:00Z' }) : exam() } }));
    await renderAt(`${P}/perio`, EDIT);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign off' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('A signed-off exam is locked');
    expect(api.last('PATCH', /\/perio-exams\//)).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign off' }));
    await waitFor(() => expect(api.last('PATCH', /\/perio-exams\//)?.body).toEqual({ version: 1, sites: [], teeth: [], signed_off: true }));
    expect(await screen.findByText('Signed off: this exam can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('compares with an older exam and marks the sites that got worse', async () => {
    const older = exam({ uuid: OLDER, examined_at: '2026-05-24T08:00:00Z', signed_off_at: '2026-05-24T09:00:00Z' });
    const current = exam({
      sites: [{ tooth: 16, site: 'buccal', probing_depth: 6, gingival_margin: 0, clinical_attachment_level: 6, bleeding: true, suppuration: false, plaque: false }],
      comparison: {
        exam_uuid: OLDER,
        examined_at: older.examined_at,
        summary: { ...SUMMARY, sites: 1, mean_cal: 3 },
        sites: [{ tooth: 16, site: 'buccal', before: 3, after: 6, change: 3, worse: true }],
        worse: 1,
      },
    });
    const api = setup(current, [current, older]);
    await renderAt(`${P}/perio?exam=${EXAM}`, VIEW);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Compare with' }), OLDER);
    await waitFor(() => expect(api.last('GET', new RegExp(`/perio-exams/${EXAM}$`))?.query.get('compare_to')).toBe(OLDER));
    expect(await screen.findByText('Sites worse by 2 mm or more: 1')).toBeInTheDocument();
    expect(screen.getByText('Tooth 16 buccal: 3 → 6 mm')).toBeInTheDocument();
    expect(cell(16, 'buccal')).toHaveClass('perio-cell--worse');
    // Read only without the edit permission: no keypad, no save.
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the empty state and starts a new exam', async () => {
    const api = fakeApi();
    let list: PerioExam[] = [];
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
    api.on('GET', /\/perio-exams$/, () => ({ status: 200, body: { data: list } }));
    api.on('GET', /\/perio-exams\/[^/]+$/, () => ({ status: 200, body: { data: exam() } }));
    api.on('POST', /\/perio-exams$/, () => {
      list = [exam()];
      return { status: 201, body: { data: exam() } };
    });
    await renderAt(`${P}/perio`, EDIT);
    expect(await screen.findByText('No perio exams yet')).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'New exam' }));
    });
    expect(await screen.findByRole('group', { name: 'Perio chart' })).toBeInTheDocument();
  });
});

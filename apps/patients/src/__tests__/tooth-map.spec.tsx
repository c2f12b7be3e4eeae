import { jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@dental/contracts';
import type { ToothMap, ToothMapItem, ToothMapStatus, TreatmentPlan } from '../tooth-map/types';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

jest.setTimeout(30_000);
const P = `/patients/${PATIENT_UUID}`;
const APPOINTMENT = '9a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c90';
const PLAN = '9b1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c91';
const VIEW: Permission[] = ['patients_view', 'patients_tooth_map_view'];
const EDIT: Permission[] = [...VIEW, 'patients_tooth_map_edit'];

const CARIES: ToothMapStatus = {
  uuid: '7a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c01',
  name: 'Caries',
  category: 'Caries',
  color: '#e53935',
  diagnostic_name: 'Caries',
  scheduled_name: 'Filling planned',
  cure_name: 'Filled',
  has_surface: true,
  display_type: 0,
  icon_text: 'C',
};
const CROWN: ToothMapStatus = { ...CARIES, uuid: '7a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c02', name: 'Crown', category: 'Restorations', has_surface: false, display_type: 1, icon_text: 'CR' };
const SERVICE = { uuid: '7b1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c03', name: 'Composite filling, two surfaces', price: 7000 };

function item(over: Partial<ToothMapItem> = {}): ToothMapItem {
  return {
    uuid: '8a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c10',
    tooth: 36,
    jaw: null,
    surfaces: ['mesial', 'occlusal'],
    status: CARIES,
    stage: 'diagnosed',
    service: null,
    plan_uuid: null,
    price: null,
    price_frozen: false,
    insurance: null,
    practitioner: null,
    invalidated_at: null,
    invalidation_reason: null,
    comment: null,
    diagnosed_at: '2026-11-20T09:00:00Z',
    planned_at: null,
    treated_at: null,
    appointment_uuid: null,
    version: 1,
    ...over,
  };
}

const plan = (over: Partial<TreatmentPlan> = {}): TreatmentPlan => ({
  uuid: PLAN,
  name: 'Fillings',
  comment: null,
  status: 'draft',
  phases: [{ name: 'Phase 1', items: [], total: 0, insurance: 0 }],
  total: 0,
  insurance: 0,
  approved_at: null,
  approved_by: null,
  to_pay: 0,
  has_signature: false,
  snapshot: null,
  closed_at: null,
  created_at: '2026-11-20T09:00:00Z',
  version: 1,
  ...over,
});

/** The calendar's answer for the appointment the card is opened from (only what the card reads of it). */
const visit = (status: number, patientUuid = PATIENT_UUID) => ({ status: 200, body: { data: { uuid: APPOINTMENT, status, patient: { uuid: patientUuid, first_name: 'A', last_name: 'B' } } } });

/** The card as the server sends it: each item's diagnosis by uuid, the diagnoses once in `statuses`. */
function onTheWire({ items, ...card }: ToothMap) {
  const statuses = new Map(items.map((one) => [one.status.uuid, one.status]));
  return { ...card, items: items.map(({ status, ...rest }) => ({ ...rest, status_uuid: status.uuid })), statuses: [...statuses.values()] };
}

function setup(items: ToothMapItem[] = [], plans: TreatmentPlan[] = [], appointmentStatus = 7) {
  const api = fakeApi();
  api.on('GET', new RegExp(`^/calendar/appointments/${APPOINTMENT}$`), visit(appointmentStatus));
  let card: ToothMap = { at: '2026-11-23', teeth: [], items };
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', /\/tooth-map$/, () => ({ status: 200, body: { data: onTheWire(card) } }));
  api.on('GET', /\/treatment-plans$/, () => ({ status: 200, body: { data: plans } }));
  api.on('GET', /^\/tooth-map\/catalogue$/, { status: 200, body: { data: { statuses: [CARIES, CROWN], services: [{ uuid: SERVICE.uuid, name: SERVICE.name, price_from: SERVICE.price, price_to: SERVICE.price }] } } });
  return {
    api,
    setCard: (next: Partial<ToothMap>) => {
      card = { ...card, ...next };
    },
  };
}

describe('dental card', () => {
  it('opens on the chart in diagnostics mode and adds caries on 36 MO', async () => {
    const { api, setCard } = setup();
    api.on('POST', /\/tooth-map\/items$/, (call) => {
      setCard({ items: [item()] });
      return { status: 201, body: { data: { ...item(), ...(call.body as object) } } };
    });
    await renderAt(`${P}/tooth-map`, EDIT);
    expect(await screen.findByRole('radio', { name: 'Diagnostics' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Tooth 36' }));
    await userEvent.selectOptions(screen.getByLabelText('Diagnosis'), CARIES.uuid);
    await userEvent.click(screen.getByRole('checkbox', { name: /Mesial/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Occlusal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add diagnosis' }));
    await waitFor(() => expect(api.last('POST', /\/tooth-map\/items$/)?.body).toEqual({ tooth: 36, surfaces: ['mesial', 'occlusal'], tooth_status_uuid: CARIES.uuid, stage: 'diagnosed' }));
    // Drawn at once on 36.
    expect(screen.getByRole('button', { name: 'Tooth 36' }).querySelectorAll('[data-surface]')).toHaveLength(2);
    expect(await screen.findByText('Diagnosis added')).toBeInTheDocument();
  });

  it('asks for a tooth or jaw first, with the spec message, and sends nothing', async () => {
    const { api } = setup();
    await renderAt(`${P}/tooth-map`, EDIT);
    await userEvent.selectOptions(await screen.findByLabelText('Diagnosis'), CARIES.uuid);
    await userEvent.click(screen.getByRole('button', { name: 'Add diagnosis' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Adding a diagnosis needs a tooth or jaw; adding a procedure needs a tooth and a diagnosis');
    expect(api.last('POST', /\/items$/)).toBeUndefined();
  });

  it('turns the surfaces off for a whole-tooth status and for a jaw', async () => {
    setup();
    await renderAt(`${P}/tooth-map`, EDIT);
    await userEvent.click(await screen.findByRole('button', { name: 'Tooth 11' }));
    await userEvent.selectOptions(screen.getByLabelText('Diagnosis'), CROWN.uuid);
    expect(screen.getByRole('checkbox', { name: /Incisal/ })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Diagnosis'), CARIES.uuid);
    expect(screen.getByRole('checkbox', { name: /Incisal/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Lower jaw' }));
    expect(screen.getByRole('checkbox', { name: /occlusal/i })).toBeDisabled();
  });

  it('rolls an optimistic change back and shows the server message when it is refused', async () => {
    const { api } = setup([item({ stage: 'treated', service: { uuid: SERVICE.uuid, name: SERVICE.name }, treated_at: '2026-11-23T10:00:00Z' })]);
    api.on('PATCH', /\/tooth-map\/items\//, {
      status: 409,
      body: { error: { code: 'tooth_locked', message: 'This procedure is treated and surfaces cannot be changed anymore' } },
    });
    await renderAt(`${P}/tooth-map`, EDIT);
    await userEvent.click(await screen.findByRole('button', { name: 'Change surfaces: 36 Filled' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Distal/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save surfaces' }));
    expect(await screen.findByText(/This procedure is treated and surfaces cannot be changed anymore/)).toBeInTheDocument();
    // Back to M and O.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tooth 36' }).querySelectorAll('[data-surface]')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByText('MO')).toBeInTheDocument();
  });

  it('starts in treatment mode from an appointment and treats what is planned in it', async () => {
    const planned = item({ stage: 'planned', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: PLAN, price: 7000 });
    const { api } = setup([planned], [plan({ phases: [{ name: 'Phase 1', items: [planned.uuid], total: 7000, insurance: 0 }], total: 7000 })]);
    api.on('POST', /\/treat$/, { status: 200, body: { data: { ...planned, stage: 'treated' } } });
    await renderAt(`${P}/tooth-map?appointment_uuid=${APPOINTMENT}`, EDIT);
    expect(await screen.findByRole('radio', { name: 'Treatment' })).toBeChecked();
    const today = screen.getByRole('region', { name: 'Planned for today' });
    await userEvent.click(within(today).getByRole('button', { name: `Treat 36 ${SERVICE.name}` }));
    await waitFor(() => expect(api.last('POST', /\/treat$/)?.body).toEqual({ appointment_uuid: APPOINTMENT }));
    expect(await screen.findByText('Procedure treated')).toBeInTheDocument();
    // The estimate in cents, formatted.
    expect(screen.getByRole('article', { name: 'Fillings' })).toHaveTextContent('€70.00');
  });

  it('offers Treat in a started or ended appointment of this patient, never in an invoiced one or another patient\'s', async () => {
    const planned = item({ stage: 'planned', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: PLAN, price: 7000 });
    const cases: [number, string, boolean][] = [
      [7, PATIENT_UUID, true],
      [8, PATIENT_UUID, true],
      [9, PATIENT_UUID, false],
      [10, PATIENT_UUID, false],
      [3, PATIENT_UUID, false],
      [8, '5f1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c99', false],
    ];
    for (const [status, owner, offered] of cases) {
      const { api } = setup([planned], [plan({ phases: [{ name: 'Phase 1', items: [planned.uuid], total: 7000, insurance: 0 }], total: 7000 })]);
      api.on('GET', new RegExp(`^/calendar/appointments/${APPOINTMENT}$`), visit(status, owner));
      await renderAt(`${P}/tooth-map?appointment_uuid=${APPOINTMENT}`, EDIT);
      const today = await screen.findByRole('region', { name: 'Planned for today' });
      const button = within(today).getByRole('button', { name: `Treat 36 ${SERVICE.name}` });
      if (offered) {
        await waitFor(() => expect(button).toBeEnabled());
        expect(within(today).queryByText(/This appointment takes no treatment/)).not.toBeInTheDocument();
      } else {
        expect(await within(today).findByText(/This appointment takes no treatment/)).toBeInTheDocument();
        expect(button).toBeDisabled();
      }
      cleanup();
    }
  });

  it("lists for today only the procedures of open plans (a closed plan's are not treated)", async () => {
    const CLOSED = '9b1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c92';
    const open = item({ stage: 'planned', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: PLAN, price: 7000 });
    const left = item({ uuid: '8a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c11', tooth: 46, stage: 'planned', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: CLOSED, price: 7000 });
    setup([open, left], [plan({ status: 'approved' }), plan({ uuid: CLOSED, name: 'Old plan', status: 'closed' })]);
    await renderAt(`${P}/tooth-map?appointment_uuid=${APPOINTMENT}`, EDIT);
    const today = await screen.findByRole('region', { name: 'Planned for today' });
    expect(within(today).getByRole('button', { name: `Treat 36 ${SERVICE.name}` })).toBeEnabled();
    expect(within(today).queryByRole('button', { name: `Treat 46 ${SERVICE.name}` })).not.toBeInTheDocument();
  });

  it("draws a jaw item across its jaw's teeth and shows dates on the card's day", async () => {
    // 23:30 UTC on 19 Nov is already 20 Nov in Riga, where the card's days are counted.
    const denture = item({ uuid: '8a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c12', tooth: null, jaw: 'lower', surfaces: [], status: CROWN, stage: 'existing', diagnosed_at: '2026-11-19T23:30:00Z' });
    setup([denture]);
    await renderAt(`${P}/tooth-map`, EDIT);
    for (const tooth of [31, 36, 48]) expect((await screen.findByRole('button', { name: `Tooth ${tooth}` })).querySelector(`[data-mark="${denture.uuid}"]`)).not.toBeNull();
    for (const tooth of [11, 26]) expect(screen.getByRole('button', { name: `Tooth ${tooth}` }).querySelector(`[data-mark="${denture.uuid}"]`)).toBeNull();
    expect(screen.getByRole('cell', { name: 'diagnosed 20 Nov 2026' })).toBeInTheDocument();
  });

  it("sets the insurer's part of a planned procedure in euros, at most its price", async () => {
    const planned = item({ stage: 'planned', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: PLAN, price: 7000 });
    const { api } = setup([planned], [plan()]);
    api.on('PATCH', /\/tooth-map\/items\//, { status: 200, body: { data: { ...planned, insurance: 2550 } } });
    await renderAt(`${P}/tooth-map`, EDIT);
    await userEvent.click(await screen.findByRole('button', { name: /^Insurer's part: 36 / }));
    const field = screen.getByLabelText('Insurer pays (EUR)');
    await userEvent.type(field, '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The insurer cannot pay more than the price')).toBeInTheDocument();
    expect(api.last('PATCH', /\/tooth-map\/items\//)).toBeUndefined();
    await userEvent.clear(field);
    await userEvent.type(field, '25,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.last('PATCH', /\/tooth-map\/items\//)?.body).toEqual({ insurance: 2550, version: 1 }));
    expect(await screen.findByText("Insurer's part saved")).toBeInTheDocument();
  });

  it('without an appointment, treatment is not offered', async () => {
    const planned = item({ stage: 'planned', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: PLAN });
    setup([planned], [plan()]);
    await renderAt(`${P}/tooth-map`, EDIT);
    await userEvent.click(await screen.findByRole('radio', { name: 'Treatment' }));
    expect(screen.getByText(/Treatment is recorded during an appointment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Treat 36 ${SERVICE.name}` })).toBeDisabled();
  });

  it('plans a procedure into a new plan named inline', async () => {
    const diagnosed = item();
    const { api } = setup([diagnosed]);
    api.on('POST', /\/treatment-plans$/, { status: 201, body: { data: plan({ name: 'Upper fillings' }) } });
    api.on('POST', /\/plan$/, { status: 200, body: { data: { ...diagnosed, stage: 'planned' } } });
    await renderAt(`${P}/tooth-map`, EDIT);
    await userEvent.click(await screen.findByRole('radio', { name: 'Planning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tooth 36' }));
    expect(screen.getByLabelText('Diagnosis to treat')).toHaveValue(diagnosed.uuid);
    await userEvent.selectOptions(screen.getByLabelText('Service'), SERVICE.uuid);
    expect(screen.getByLabelText('Treatment plan')).toHaveValue('new');
    await userEvent.type(screen.getByLabelText('Name of the new plan'), 'Upper fillings');
    await userEvent.click(screen.getByRole('button', { name: 'Plan procedure' }));
    await waitFor(() => expect(api.last('POST', /\/plan$/)?.body).toEqual({ service_uuid: SERVICE.uuid, plan_uuid: PLAN }));
    expect(api.last('POST', /\/treatment-plans$/)?.body).toEqual({ name: 'Upper fillings' });
  });

  it('keeps a diagnosis chosen for planning when the saved one replaces the one drawn at once', async () => {
    const { api, setCard } = setup();
    const saved = item({ surfaces: ['occlusal'] });
    api.on('POST', /\/tooth-map\/items$/, () => {
      setCard({ items: [saved] });
      return { status: 201, body: { data: saved } };
    });
    // The server takes its time saving the diagnosis; the doctor goes on to planning meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    globalThis.fetch = (async (url: Parameters<typeof fetch>[0], init?: RequestInit) => {
      if (init?.method === 'POST' && String(url).endsWith('/tooth-map/items')) await held;
      return answer(url, init);
    }) as typeof fetch;
    await renderAt(`${P}/tooth-map`, EDIT);
    await userEvent.click(await screen.findByRole('button', { name: 'Tooth 36' }));
    await userEvent.selectOptions(screen.getByLabelText('Diagnosis'), CARIES.uuid);
    await userEvent.click(screen.getByRole('checkbox', { name: /Occlusal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add diagnosis' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Planning' }));
    expect(screen.getByLabelText('Diagnosis to treat')).toHaveDisplayValue('36 Caries (O)');
    const reads = api.calls.filter((c) => c.method === 'GET' && /\/tooth-map$/.test(c.path)).length;
    release();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET' && /\/tooth-map$/.test(c.path)).length).toBeGreaterThan(reads));
    // Saved: the same diagnosis, now under the server's id, is still the one chosen.
    await waitFor(() => expect(screen.getByLabelText('Diagnosis to treat')).toHaveValue(saved.uuid));
    expect(screen.getByLabelText('Diagnosis to treat')).toHaveDisplayValue('36 Caries (O)');
  });

  it('shows a past date read only, from ?at=', async () => {
    const { api } = setup([item()]);
    await renderAt(`${P}/tooth-map?at=2026-11-01`, EDIT);
    expect(await screen.findByText(/^The card as it was on 1 Nov 2026/)).toHaveAttribute('role', 'status');
    // The replayed card is asked for that day (today's card is read too: it names the plans' procedures).
    expect(api.calls.filter((c) => c.method === 'GET' && /\/tooth-map$/.test(c.path)).map((c) => c.query.get('at'))).toContain('2026-11-01');
    expect(screen.queryByRole('radio', { name: 'Diagnostics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("names a plan's procedures while replaying a date before they were planned, never by uuid", async () => {
    const planned = item({ stage: 'planned', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: PLAN, price: 7000 });
    const gone = '8a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c14';
    const { api } = setup([planned], [plan({ phases: [{ name: 'Phase 1', items: [planned.uuid, gone], total: 7000, insurance: 0 }], total: 7000 })]);
    // On 1 Nov the card had nothing yet; today's card holds the plan's procedure.
    api.on('GET', /\/tooth-map$/, (call) => ({ status: 200, body: { data: onTheWire({ at: call.query.get('at') ?? '2026-11-23', teeth: [], items: call.query.get('at') ? [] : [planned] }) } }));
    await renderAt(`${P}/tooth-map?at=2026-11-01`, EDIT);
    const card = await screen.findByRole('article', { name: 'Fillings' });
    expect(await within(card).findByText(`36 ${SERVICE.name}`)).toBeInTheDocument();
    expect(within(card).getByText('A procedure no longer on the card')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(planned.uuid);
    expect(card).not.toHaveTextContent(gone);
  });

  it('paints the legend as the chart paints its marks: a treated filling and the legend share its colour', async () => {
    const treated = item({ stage: 'treated', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: PLAN, price: 7000, treated_at: '2026-11-23T10:00:00Z', appointment_uuid: APPOINTMENT });
    setup([treated], [plan()]);
    await renderAt(`${P}/tooth-map`, EDIT);
    const mark = (await screen.findByRole('button', { name: 'Tooth 36' })).querySelector(`[data-mark="${treated.uuid}"]`);
    expect(mark?.getAttribute('fill')).toBe(CARIES.color);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend.querySelector('[data-stage="treated"] rect')?.getAttribute('fill')).toBe(mark?.getAttribute('fill'));
    // A stage this card does not show keeps the neutral sample, painted as that stage (planned: an outline).
    expect(legend.querySelector('[data-stage="planned"] rect')?.getAttribute('fill')).toBe('transparent');
  });

  it('a viewer without the edit permission reads the card only', async () => {
    setup([item()]);
    await renderAt(`${P}/tooth-map`, VIEW);
    expect(await screen.findByRole('button', { name: 'Tooth 36' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add diagnosis' })).not.toBeInTheDocument();
  });

  it('shows the error card with Retry when the card fails to load', async () => {
    const { api } = setup();
    api.on('GET', /\/tooth-map$/, { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    await renderAt(`${P}/tooth-map`, EDIT);
    expect(await screen.findByText('Failed to load the dental card')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('offers no change to an approved plan or its procedures, only a copy into a new draft', async () => {
    const planned = item({ stage: 'planned', service: { uuid: SERVICE.uuid, name: SERVICE.name }, plan_uuid: PLAN, price: 7000, price_frozen: true });
    const other = item({ uuid: '8a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c13', tooth: 46 });
    const approved = plan({ status: 'approved', phases: [{ name: 'Phase 1', items: [planned.uuid], total: 7000, insurance: 0 }], total: 7000, to_pay: 7000 });
    const { api } = setup([planned, other], [approved]);
    api.on('POST', /\/copy$/, { status: 201, body: { data: plan({ uuid: '9b1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c93' }) } });
    await renderAt(`${P}/tooth-map`, EDIT);
    const card = await screen.findByRole('article', { name: 'Fillings' });
    expect(within(card).getByText(/Approved and signed: this plan no longer changes/)).toBeInTheDocument();
    for (const name of ['Delete', 'Add phase', 'Approve']) expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Move 36 / })).not.toBeInTheDocument();
    // Its procedure keeps its surfaces, price and place in the plan; the plain diagnosis on 46 does not.
    expect(screen.queryByRole('button', { name: /^Insurer's part: 36 / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change surfaces: 36 / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete 36 / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete 46 / })).toBeInTheDocument();
    // Planning offers no approved plan to add to: a new one is named instead.
    await userEvent.click(screen.getByRole('radio', { name: 'Planning' }));
    expect(within(screen.getByLabelText('Treatment plan')).queryByRole('option', { name: 'Fillings' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(api.last('POST', /\/copy$/)?.path).toBe(`/patients/${PATIENT_UUID}/treatment-plans/${PLAN}/copy`));
  });

  it('deletes a plan only after confirmation', async () => {
    const { api } = setup([], [plan()]);
    api.on('DELETE', /\/treatment-plans\//, { status: 204 });
    await renderAt(`${P}/tooth-map`, EDIT);
    const card = await screen.findByRole('article', { name: 'Fillings' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete this plan?' })).toBeInTheDocument();
    expect(api.last('DELETE', /\/treatment-plans\//)).toBeUndefined();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.last('DELETE', /\/treatment-plans\//)?.path).toBe(`/patients/${PATIENT_UUID}/treatment-plans/${PLAN}`));
  });
});

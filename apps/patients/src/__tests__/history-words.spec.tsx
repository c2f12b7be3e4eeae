import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PatientAuditEntry } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, paged, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;
const CARIES = '3a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01';
const FILLING = '3a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a02';
const ITEM = '3a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a03';
const VISIT = '3a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a04';

let n = 0;
function entry(over: Partial<PatientAuditEntry>): PatientAuditEntry {
  n += 1;
  return {
    uuid: `9f1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9${String(n).padStart(3, '0')}`,
    action: 'create',
    resource: 'patient',
    actor: { uuid: '5c1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', first_name: 'Anna', last_name: 'Ozola' },
    request_id: null,
    ip: null,
    details: null,
    created_at: '2026-03-01T10:00:00Z',
    ...over,
  };
}

/** The History tab in words (issue 25): every entry a sentence in the user's language, with its values. */
describe('patient card: the history in words', () => {
  it('words tooth-map, note and invoice entries with their values, never as field codes or routes', async () => {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
    api.on('GET', /^\/calendar\/history$/, paged([]));
    api.on(
      'GET',
      new RegExp(`^/patients/${PATIENT_UUID}/history$`),
      paged([
        entry({
          resource: 'tooth-map',
          details: {
            route: 'items',
            fields: ['tooth', 'surfaces', 'tooth_status_uuid', 'stage', 'comment'],
            values: { tooth: 16, surfaces: ['occlusal', 'mesial'], tooth_status_uuid: CARIES, stage: 'diagnosed', comment: 'Dziļš' },
            subject: { tooth: 16, surfaces: ['mesial', 'occlusal'], status: 'Caries', stage: 'diagnosed' },
          },
          labels: { [CARIES]: 'Caries' },
        }),
        entry({
          resource: 'tooth-map',
          details: { route: 'items/:item_uuid/plan', item_uuid: ITEM, values: { service_uuid: FILLING, plan_uuid: '3a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a09' } },
          labels: { [FILLING]: 'Composite filling' },
        }),
        entry({ resource: 'tooth-map', action: 'update', details: { route: 'teeth/:tooth', tooth: '36', values: { type: 5 } } }),
        entry({ resource: 'notes', details: { fields: ['appointment_uuid', 'text'], values: { appointment_uuid: VISIT } }, labels: { [VISIT]: '2026-02-27T09:00:00Z' } }),
        entry({ resource: 'notes/sign', action: 'update', details: { route: ':note_uuid/sign', note_uuid: ITEM } }),
        entry({ resource: 'invoices/credit_note', details: { invoice: ITEM, number: 'K-2026-0003', credited: ITEM } }),
        entry({ resource: 'invoices/payment', action: 'update', details: { invoice: ITEM, number: 'R-2026-0041', method: 1, amount: 3500 } }),
        entry({ resource: 'relationships', details: { fields: ['relative_uuid', 'type'], values: { relative_uuid: ITEM, type: 1 } }, labels: { [ITEM]: 'Ilze Bērziņa' } }),
        // An entry from before values were recorded: its fields by their names.
        entry({ resource: 'tooth-map', details: { fields: ['tooth_status_uuid', 'service_uuid'] } }),
      ]),
    );
    await renderAt(`${P}/history`, ['patients_view']);

    const added = (await screen.findByText('Added Caries on tooth 16 (surfaces M, O)', {}, { timeout: 10_000 })).closest('td') as HTMLElement;
    expect(within(added).getByText('Comment: Dziļš')).toBeInTheDocument();
    expect(screen.getByText('Planned Composite filling on a tooth')).toBeInTheDocument();
    expect(screen.getByText('Set tooth 36: Extracted')).toBeInTheDocument();
    expect(screen.getByText(/^Wrote a note on the visit of 27 Feb 2026/)).toBeInTheDocument();
    expect(screen.getByText('Signed a note')).toBeInTheDocument();
    // A note's sentence says it all: no "Fields: Text" under it.
    expect(screen.queryByText(/^Fields: .*Text/)).not.toBeInTheDocument();
    expect(screen.getByText('Issued credit note K-2026-0003')).toBeInTheDocument();
    expect(screen.getByText('Recorded a payment of €35.00 (Cash) on invoice R-2026-0041')).toBeInTheDocument();
    expect(screen.getByText('Fields: Diagnosis, Service')).toBeInTheDocument();
    const linked = screen.getByText('Changed the relatives').closest('td') as HTMLElement;
    expect(within(linked).getByText('Relative: Ilze Bērziņa')).toBeInTheDocument();
    expect(within(linked).getByText('Relationship: Child')).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const raw of ['tooth-map', 'tooth_status_uuid', 'service_uuid', 'invoices/', CARIES, FILLING, 'items/:item_uuid']) expect(table).not.toHaveTextContent(raw);
  });
});

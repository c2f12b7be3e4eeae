import { jest } from '@jest/globals';
import './jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Appointment } from '@dental/contracts';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import calendarTexts from '@dental/i18n/bundles/calendar';
import { TimeGrid, openingMinute, pxPerMinute } from '../components/TimeGrid';

initI18n('en');
addNamespaceBundle('calendar', calendarTexts);

const person = (uuid: string, first: string, last: string, color: string | null = null) => ({ uuid, first_name: first, last_name: last, color });
function appointment(uuid: string, status: Appointment['status'], outside = false): Appointment {
  return {
    uuid,
    branch_uuid: 'b',
    room_uuid: 'r1',
    patient: { uuid: 'p', first_name: 'Anna', last_name: 'Ābola', phone: null, personal_code: null, alerts: [] },
    practitioner: person('d', 'Jānis', 'Ozols', '#1e88e5'),
    assistant: null,
    speciality: null,
    service: null,
    price: 4550,
    reason: 'acute',
    status,
    status_name: 'planned',
    time_from: null,
    time_to: null,
    desired_date: null,
    comment: null,
    outside_work_time: outside,
    cancel_reason: null,
    callback_requested_at: null,
    source: 'desk',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    version: 1,
  };
}

function renderGrid(overrides: Partial<Parameters<typeof TimeGrid>[0]> = {}) {
  const props = {
    label: 'Appointments',
    columns: [
      { key: 'r1', label: 'Room 1', ymd: '2026-11-23', roomUuid: 'r1' },
      { key: 'r2', label: 'Room 2', ymd: '2026-11-23', roomUuid: 'r2' },
    ],
    range: { from: 480, to: 600 },
    slot: 15,
    events: [
      { appointment: appointment('a1', 1), column: 0, start: 540, end: 570 },
      { appointment: appointment('a2', 7, true), column: 1, start: 510, end: 570 },
    ],
    backgrounds: [],
    now: null,
    canAdd: true,
    canEdit: true,
    onSlot: jest.fn(),
    onOpen: jest.fn(),
    onMove: jest.fn(),
    onDropQueued: jest.fn(),
    ...overrides,
  };
  render(<TimeGrid {...props} />);
  return props;
}

describe('time grid', () => {
  it('names each appointment by time, patient, practitioner and status label, and says when it is outside work time', () => {
    renderGrid();
    expect(screen.getByRole('button', { name: '09:00–09:30, Anna Ābola, Jānis Ozols, Planned' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '08:30–09:30, Anna Ābola, Jānis Ozols, In treatment, The user does not work during this time' })).toBeInTheDocument();
    expect(screen.getAllByTitle('The user does not work during this time')).toHaveLength(1);
  });

  it('books from an empty slot of a room', () => {
    const props = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Book 08:15, Room 2' }));
    expect(props.onSlot).toHaveBeenCalledWith(1, 495);
  });

  it('opens an appointment on click', () => {
    const props = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: /^09:00–09:30, Anna/ }));
    expect(props.onOpen).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'a1' }));
  });

  it('offers no booking slots without calendar_add', () => {
    renderGrid({ canAdd: false });
    expect(screen.queryByRole('button', { name: /^Book / })).toBeNull();
  });
});

describe('where the grid opens', () => {
  const scrolled: number[] = [];
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
  beforeEach(() => {
    scrolled.length = 0;
    Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
      configurable: true,
      get: () => 0,
      set: (value: number) => void scrolled.push(value),
    });
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
    if (original) Object.defineProperty(Element.prototype, 'scrollTop', original);
  });

  it('at now when today is shown, else at the first appointment, else at the first work time', () => {
    expect(openingMinute(900, [{ start: 540 }], [{ start: 480 }])).toBe(900);
    expect(openingMinute(null, [{ start: 600 }, { start: 540 }], [{ start: 480 }])).toBe(540);
    expect(openingMinute(null, [], [{ start: 510 }, { start: 480 }])).toBe(480);
    expect(openingMinute(null, [], [])).toBeNull();
  });

  it('scrolls the hours so that now is in view, an hour below the top', () => {
    renderGrid({ range: { from: 360, to: 1260 }, now: 900 });
    expect(scrolled).toEqual([(900 - 60 - 360) * pxPerMinute(15)]);
  });

  it('scrolls to the first appointment of a day that is not today', () => {
    renderGrid({ range: { from: 360, to: 1260 }, now: null });
    expect(scrolled).toEqual([(510 - 60 - 360) * pxPerMinute(15)]);
  });
});

describe('week view', () => {
  it('marks each block with its status for the colour and pattern, and keeps the status in its name', () => {
    renderGrid({ dense: true });
    const block = screen.getByRole('button', { name: '08:30–09:30, Anna Ābola, Jānis Ozols, In treatment, The user does not work during this time' }).closest('.cal-event');
    expect(block).toHaveAttribute('data-status', '7');
    expect(block).toHaveClass('is-dense');
    expect(block?.getAttribute('style')).toContain('--cal-status: #8e24aa');
  });
});

/** The text a sighted user reads inside `element`, leaving out what is hidden from assistive technology (as axe reads it). */
function shownText(element: Element): string {
  if (element.getAttribute('aria-hidden') === 'true') return '';
  return [...element.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : node instanceof Element ? shownText(node) : '')).join('');
}
/** axe's comparison: punctuation and spacing aside, the shown text is part of the name. */
const curated = (text: string) => text.toLowerCase().replace(/[\p{P}\p{S}]/gu, '').replace(/\s+/g, ' ').trim();

describe("an event's name holds all it shows (axe's label-content-name-mismatch, issue 24)", () => {
  it('names the patient alerts and the outside-work sign, which are only pictures inside the block', () => {
    const alerted = appointment('a3', 1, true);
    alerted.patient = { ...alerted.patient, alerts: [{ kind: 'allergy', text: 'Penicillin' }] };
    alerted.practitioner = null;
    renderGrid({ dense: true, events: [{ appointment: alerted, column: 0, start: 540, end: 600 }] });
    const button = screen.getByRole('button', {
      name: '09:00–10:00, Anna Ābola, No practitioner, Planned, Alerts: Allergy: Penicillin, The user does not work during this time',
    });
    expect(button.querySelector('[role="img"]')).toBeNull();
    expect(curated(button.getAttribute('aria-label') ?? '')).toContain(curated(shownText(button)));
    expect(curated(shownText(button))).toContain('no practitioner');
  });
});


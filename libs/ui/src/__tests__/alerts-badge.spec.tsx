import './jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '@dental/i18n/browser';
import { AlertsBadge } from '../index';

beforeAll(() => initI18n('en'));
afterEach(() => void i18next.changeLanguage('en'));

describe('AlertsBadge', () => {
  it('names every alert, translated, and shows the first with the count of the rest', () => {
    render(
      <AlertsBadge
        alerts={[
          { kind: 'allergy', text: 'Penicillin' },
          { kind: 'medical_alert', text: 'Pacemaker' },
          { kind: 'insurance_expired', text: '2026-01-31' },
        ]}
      />,
    );
    const badge = screen.getByRole('img', { name: 'Alerts: Allergy: Penicillin; Medical alert: Pacemaker; Insurance expired on 31 Jan 2026' });
    expect(badge).toHaveTextContent('⚠ Allergy: Penicillin +2');
  });

  it('speaks the user language and shows only the count when compact', async () => {
    await i18next.changeLanguage('lv');
    render(<AlertsBadge alerts={[{ kind: 'questionnaire', text: 'Vai jums ir cukura diabēts?' }]} compact />);
    const badge = screen.getByRole('img', { name: 'Brīdinājumi: Vai jums ir cukura diabēts?' });
    expect(badge).toHaveTextContent('⚠ 1');
  });

  it('shows nothing for a patient without alerts', () => {
    const { container } = render(<AlertsBadge alerts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

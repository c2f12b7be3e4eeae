import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { initI18n } from '@dental/i18n/browser';
import { FormItem, Input, Modal, requiredMessages } from '../index';

beforeAll(() => initI18n('en'));

describe('Modal', () => {
  it('keeps focus inside and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open title="Companies" onClose={onClose}>
        <button type="button">first</button>
        <button type="button">last</button>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Companies' })).toBeInTheDocument();
    // focus starts on the close button, the first focusable element
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByText('last')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

function RequiredField({ error }: { error: boolean }) {
  const { t } = useTranslation();
  const messages = requiredMessages(t);
  return (
    <FormItem label="Username" htmlFor="u" required error={error ? messages.field('Username') : null}>
      <Input id="u" invalid={error} />
    </FormItem>
  );
}

describe('FormItem', () => {
  it("shows the spec's required message and the error state", () => {
    const { container, rerender } = render(<RequiredField error={false} />);
    expect(container.querySelector('.dc-form-item--error')).toBeNull();
    rerender(<RequiredField error />);
    expect(screen.getByText('"Username" is required')).toBeInTheDocument();
    expect(container.querySelector('.dc-form-item--error')).not.toBeNull();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('has the short and the form-level messages', () => {
    function Probe() {
      const { t } = useTranslation();
      const messages = requiredMessages(t);
      return (
        <p>
          {messages.short()} / {messages.form()}
        </p>
      );
    }
    render(<Probe />);
    expect(screen.getByText('Is required / Please fill all required fields')).toBeInTheDocument();
  });
});

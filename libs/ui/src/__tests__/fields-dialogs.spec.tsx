import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@dental/i18n/browser';
import { ConfirmDialog, FileDrop, Select, Textarea } from '../index';

beforeAll(() => initI18n('en'));

describe('Select', () => {
  it('offers an empty first choice and the options', async () => {
    const onChange = jest.fn();
    render(
      <label>
        Status
        <Select value="" onChange={(e) => onChange(e.target.value)} placeholder="All" options={[{ value: '1', label: 'Active' }, { value: '0', label: 'Disabled' }]} />
      </label>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Active', 'Disabled']);
    await userEvent.selectOptions(select, '0');
    expect(onChange).toHaveBeenCalledWith('0');
  });
});

describe('Textarea', () => {
  it('starts 90 px high and never grows past 240 px', () => {
    render(<Textarea aria-label="Comment" defaultValue="" />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area.style.height).toBe('90px');
    Object.defineProperty(area, 'scrollHeight', { configurable: true, value: 1000 });
    fireEvent.input(area, { target: { value: 'many\nlines' } });
    expect(area.style.height).toBe('240px');
    expect(area.style.overflowY).toBe('auto');
  });
});

describe('ConfirmDialog', () => {
  it('confirms or cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="Delete file?" text="Past data stays." confirmLabel="Delete" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel} danger />);
    expect(screen.getByRole('dialog', { name: 'Delete file?' })).toHaveTextContent('Past data stays.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});

describe('FileDrop', () => {
  const file = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });

  it('takes dropped files and files chosen with the button', async () => {
    const onFiles = jest.fn();
    render(<FileDrop onFiles={onFiles} label="Drop files here" buttonLabel="Choose files" />);
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [file] } });
    expect(onFiles).toHaveBeenLastCalledWith([file]);
    await userEvent.upload(screen.getByLabelText('Choose files', { selector: 'input' }), file);
    expect(onFiles).toHaveBeenCalledTimes(2);
  });

  it('ignores drops while disabled', () => {
    const onFiles = jest.fn();
    render(<FileDrop onFiles={onFiles} label="Drop files here" buttonLabel="Choose files" disabled />);
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [file] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});

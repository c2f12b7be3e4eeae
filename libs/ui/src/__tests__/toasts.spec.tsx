import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@dental/i18n/browser';
import { toast, Toasts, TOAST_DURATION_MS, useToasts } from '../index';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  jest.useFakeTimers();
  act(() => useToasts.getState().clear());
});
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('close by themselves after 3 seconds', () => {
    render(<Toasts />);
    act(() => void toast.success('Patient saved'));
    expect(screen.getByText('Patient saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Patient saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Patient saved')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('stay when fixed', () => {
    render(<Toasts />);
    act(() => void toast.info('Read me', { fixed: true }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
  });

  it('close on a click', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toasts />);
    act(() => void toast.error('Error finding branches', { fixed: true }));
    await user.click(screen.getByText('Error finding branches'));
    expect(screen.queryByText('Error finding branches')).not.toBeInTheDocument();
  });

  it('show the three kinds, errors as alerts', () => {
    render(<Toasts />);
    act(() => {
      toast.info('i');
      toast.success('s');
      toast.error('e');
    });
    expect(screen.getByText('e').closest('[role]')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('s').closest('[role]')).toHaveAttribute('role', 'status');
    // A list holds list items only (axe `list`): the live role is inside each item, never on it.
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect([...list.children].map((child) => `${child.tagName} ${child.getAttribute('role') ?? ''}`.trim())).toEqual(['LI', 'LI', 'LI']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('i').closest('button')).toHaveClass('dc-toast--info');
    expect(screen.getByText('s').closest('button')).toHaveClass('dc-toast--success');
    expect(screen.getByText('e').closest('button')).toHaveClass('dc-toast--error');
  });

  it('warn that parameters are missing when called without text', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Toasts />);
    act(() => void toast.success(''));
    expect(screen.getByText('Notification parameters are missing')).toBeInTheDocument();
    expect(screen.getByText('Notification parameters are missing').closest('button')).toHaveClass('dc-toast--warning');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { initI18n } from '@dental/i18n/browser';
import { Pagination, SearchInput, pageWindow } from '../index';

beforeAll(() => initI18n('en'));

describe('SearchInput', () => {
  it('reports once after the user pauses, at once on Enter, and empties on clear', () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    render(<SearchInput value="" onSearch={onSearch} label="Search patients" clearLabel="Clear search" delay={300} />);
    const box = screen.getByRole('searchbox', { name: 'Search patients' });
    fireEvent.change(box, { target: { value: 'b' } });
    fireEvent.change(box, { target: { value: 'be' } });
    fireEvent.change(box, { target: { value: 'ber ' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('ber');
    fireEvent.change(box, { target: { value: 'berz' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('berz');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(3);
    jest.useRealTimers();
  });
});

describe('Pagination', () => {
  const labels = {
    nav: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (n: number) => `Page ${n}`,
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  };

  function Harness() {
    const [page, setPage] = useState(1);
    return <Pagination page={page} perPage={25} total={300} onPage={setPage} labels={labels} />;
  }

  it('shows the range and moves between pages', () => {
    render(<Harness />);
    expect(screen.getByText('1–25 of 300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('26–50 of 300')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(screen.getByText('276–300 of 300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('keeps the first, last and neighbouring pages with gaps between', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

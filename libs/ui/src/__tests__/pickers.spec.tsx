import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxGroup, ColorInput, SortButton, type SortOrder } from '../index';

describe('ColorInput', () => {
  function Probe({ onChange }: { onChange: (v: string | null) => void }) {
    const [value, setValue] = useState<string | null>('#1a62b8');
    return (
      <ColorInput
        id="c"
        value={value}
        pickerLabel="Pick a colour"
        clearLabel="No colour"
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    );
  }

  it('takes a typed hex (adding the #), a picked colour, and clears to null', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Probe onChange={onChange} />);
    const text = screen.getByRole('textbox');
    await user.clear(text);
    await user.type(text, 'ff0000');
    expect(onChange).toHaveBeenLastCalledWith('#ff0000');
    fireEvent.input(screen.getByLabelText('Pick a colour'), { target: { value: '#00ff00' } });
    expect(onChange).toHaveBeenLastCalledWith('#00ff00');
    await user.click(screen.getByRole('button', { name: 'No colour' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: 'No colour' })).toBeNull();
  });
});

describe('CheckboxGroup', () => {
  it('adds and removes choices with the keyboard', async () => {
    const user = userEvent.setup();
    function Probe() {
      const [value, setValue] = useState<string[]>(['a']);
      return (
        <>
          <CheckboxGroup
            legend="Branches"
            options={[
              { value: 'a', label: 'Rīga' },
              { value: 'b', label: 'Jūrmala' },
            ]}
            value={value}
            onChange={setValue}
          />
          <output>{value.join(',')}</output>
        </>
      );
    }
    render(<Probe />);
    expect(screen.getByRole('group', { name: 'Branches' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Rīga' })).toBeChecked();
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('a,b');
    await user.click(screen.getByRole('checkbox', { name: 'Rīga' }));
    expect(screen.getByRole('status')).toHaveTextContent('b');
  });

  it('says so when there is nothing to choose', () => {
    render(<CheckboxGroup legend="Branches" options={[]} value={[]} onChange={() => undefined} emptyText="No branches yet" />);
    expect(screen.getByText('No branches yet')).toBeInTheDocument();
  });
});

describe('SortButton', () => {
  it('sorts ascending first, then flips the direction', async () => {
    const user = userEvent.setup();
    function Probe() {
      const [sort, setSort] = useState<{ active: boolean; order: SortOrder }>({ active: false, order: 'asc' });
      return <SortButton label="Name" title="Sort by Name" active={sort.active} order={sort.order} onSort={(order) => setSort({ active: true, order })} />;
    }
    render(<Probe />);
    const button = screen.getByRole('button', { name: /Name/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('data-order', 'asc');
    await user.click(button);
    expect(button).toHaveAttribute('data-order', 'desc');
  });
});

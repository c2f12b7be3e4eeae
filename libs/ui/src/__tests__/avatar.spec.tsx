import './jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Avatar } from '../index';

describe('Avatar', () => {
  it('shows the initials, 50 px by default', () => {
    render(<Avatar username="Anna de la Cruz" color="#1e88e5" />);
    const avatar = screen.getByTestId('avatar');
    expect(avatar).toHaveTextContent('AC');
    expect(avatar).toHaveStyle({ width: '50px', height: '50px' });
  });

  it('uses black text on a light background and white on a dark one', () => {
    const { rerender } = render(<Avatar username="x y" color="#f5f5f5" />);
    expect(screen.getByTestId('avatar')).toHaveStyle({ color: '#000000' });
    rerender(<Avatar username="x y" color="#123456" />);
    expect(screen.getByTestId('avatar')).toHaveStyle({ color: '#ffffff' });
  });

  it('caps the badge at 99+', () => {
    render(<Avatar username="chat" label={120} size={32} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByTestId('avatar')).toHaveStyle({ width: '32px' });
  });
});

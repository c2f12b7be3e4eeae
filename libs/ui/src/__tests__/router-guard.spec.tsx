import './jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, RequireAllowed, Route, Routes } from '../router';

const renderAt = (allowed: boolean) =>
  render(
    <MemoryRouter initialEntries={['/reports']}>
      <Routes>
        <Route path="/reports" element={<RequireAllowed allowed={allowed}><p>reports page</p></RequireAllowed>} />
        <Route path="/403" element={<p>forbidden page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('RequireAllowed', () => {
  it('sends a user without the permission to /403', () => {
    renderAt(false);
    expect(screen.getByText('forbidden page')).toBeInTheDocument();
  });
  it('shows the page when allowed', () => {
    renderAt(true);
    expect(screen.getByText('reports page')).toBeInTheDocument();
  });
});

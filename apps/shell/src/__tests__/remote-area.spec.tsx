import './jsdom-polyfills';
import { jest } from '@jest/globals';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@dental/i18n/browser';
import { RemoteArea } from '../remotes/RemoteArea';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { IncompatibleRemoteError } from '../remotes/shared-compatibility';

beforeAll(() => initI18n('en'));

/** The calendar's area beside a stand-in for the rest of the shell, which must keep working. */
async function renderCalendarBesideSidebar(loader: RemoteLoader) {
  await act(async () => {
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <nav>sidebar</nav>
        <RemoteArea name="calendar" />
      </RemoteLoaderContext.Provider>,
    );
  });
}

describe('remote error boundary', () => {
  it('shows a retry card when a remote is down and renders it after Retry, without a reload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    const load = jest.fn(async (name: string, _options: { fresh: boolean }) => {
      if (!up) throw new Error('Failed to get manifest.');
      const Remote: ComponentType = () => <p>{name} is back</p>;
      return Remote;
    });
    await renderCalendarBesideSidebar({ load } as unknown as RemoteLoader);
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('sidebar')).toBeInTheDocument();
    up = true;
    // Inside an awaited act(), as React 19 needs for the suspended `use()` of the new attempt.
    await act(async () => {
      screen.getByRole('button', { name: 'Retry' }).click();
    });
    expect(await screen.findByText('calendar is back')).toBeInTheDocument();
    // The retry asked for a fresh load (re-read /remotes.json, re-register the remote).
    expect(load).toHaveBeenLastCalledWith('calendar', { fresh: true });
  });

  it('catches a remote that throws while rendering, and keeps the other remote working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken: ComponentType = () => {
      throw new Error('boom');
    };
    const Fine: ComponentType = () => <p>patients ok</p>;
    const loader: RemoteLoader = { load: async (name) => (name === 'calendar' ? Broken : Fine) };
    await act(async () => {
      render(
        <RemoteLoaderContext.Provider value={loader}>
          <RemoteArea name="calendar" />
          <RemoteArea name="patients" />
        </RemoteLoaderContext.Provider>,
      );
    });
    expect(await screen.findByText('patients ok')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows why a remote built against another React major is not mounted, and keeps the rest working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderCalendarBesideSidebar({
      load: async () => {
        throw new IncompatibleRemoteError('calendar', [{ name: 'react', remote: '20.0.0', shell: '19.3.1' }]);
      },
    });
    expect(await screen.findByText('This section is not compatible with this version of the platform')).toBeInTheDocument();
    expect(screen.getByText(/built with react 20\.0\.0, while the platform runs react 19\.3\.1/)).toBeInTheDocument();
    expect(screen.getByText('sidebar')).toBeInTheDocument();
  });
});

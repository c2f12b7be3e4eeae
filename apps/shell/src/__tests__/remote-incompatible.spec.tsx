import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@dental/i18n/browser';
import { RemoteArea } from '../remotes/RemoteArea';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { IncompatibleRemoteError } from '../remotes/shared-compatibility';

beforeAll(() => initI18n('en'));

it('shows why a remote built against another React major is not mounted, and keeps the rest working', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const loader: RemoteLoader = {
    load: async () => {
      throw new IncompatibleRemoteError('calendar', [{ name: 'react', remote: '20.0.0', shell: '19.3.1' }]);
    },
  };
  await act(async () => {
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <nav>sidebar</nav>
        <RemoteArea name="calendar" />
      </RemoteLoaderContext.Provider>,
    );
  });
  expect(await screen.findByText('This section is not compatible with this version of the platform')).toBeInTheDocument();
  expect(screen.getByText(/built with react 20\.0\.0, while the platform runs react 19\.3\.1/)).toBeInTheDocument();
  expect(screen.getByText('sidebar')).toBeInTheDocument();
});

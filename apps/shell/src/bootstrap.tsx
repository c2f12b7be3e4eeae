import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@dental/i18n/browser';
import { App } from './app/App';
import { federationLoader } from './remotes/federation-loader';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App loader={federationLoader} />
    </StrictMode>,
  );

// The user's language's texts first (one chunk of that language); should that chunk fail to come,
// the app still starts, and the language menu fetches it again.
void startI18n().finally(render);

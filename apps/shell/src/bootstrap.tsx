import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@dental/i18n/browser';
import { App } from './app/App';
import { federationLoader } from './remotes/federation-loader';

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <App loader={federationLoader} />
  </StrictMode>,
);

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@dental/i18n/browser';
import { App } from './app/App';
import { federationLoader } from './remotes/federation-loader';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Rendered as a transition: React works through the first tree in slices of a few milliseconds,
// yielding to the browser between them, where a plain render is one long task (Lighthouse's total
// blocking time on a phone).
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App loader={federationLoader} />
      </StrictMode>,
    ),
  );
};

// The user's language's texts first (one chunk of that language); should that chunk fail to come,
// the app still starts, and the language menu fetches it again.
void startI18n().finally(render);

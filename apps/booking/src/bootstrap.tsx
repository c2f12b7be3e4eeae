import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import BookingRoutes from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

initI18n();
createRoot(container).render(
  <StrictMode>
    <BookingRoutes />
  </StrictMode>,
);

import { Suspense } from 'react';
import { useTranslation } from './lib/use-translation';
import { Layout } from './layout/Layout';
import { usePathname } from './lib/location';
import { NotFoundPage } from './pages/NotFoundPage';
import { matchPage } from './page-routes';
import './booking.css';

/** The patient's page at the current address (exposed as `./routes`, as every remote exposes its screens). */
export default function BookingRoutes() {
  const pathname = usePathname();
  const { t } = useTranslation('booking');
  const matched = matchPage(pathname);
  return (
    <Layout>
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        {matched ? <matched.route.Page key={pathname} params={matched.params} /> : <NotFoundPage />}
      </Suspense>
    </Layout>
  );
}

import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { isNotFound, optOutApi } from '../lib/api';
import { usePageTitle } from '../lib/page-title';
import type { PageProps } from '../page-routes';
import { NotFoundPage } from './NotFoundPage';

type State = { step: 'ask' | 'sending' | 'failed' | 'not_found' } | { step: 'done'; channel: 'sms' | 'email' };

/** `/o/{token}`: the message's opt-out. One press turns the channel's flag off (the link alone changes nothing). */
export default function OptOutPage({ params: [token] }: PageProps) {
  const { t } = useTranslation('booking');
  const [state, setState] = useState<State>({ step: 'ask' });
  usePageTitle(t('opt_out.title'));

  if (state.step === 'not_found') return <NotFoundPage />;

  const confirm = async () => {
    setState({ step: 'sending' });
    try {
      const { channel } = await optOutApi.confirm(token);
      setState({ step: 'done', channel });
    } catch (error) {
      setState({ step: isNotFound(error) ? 'not_found' : 'failed' });
    }
  };

  return (
    <section className="bk-card" aria-labelledby="bk-opt-out">
      <h1 id="bk-opt-out">{t('opt_out.title')}</h1>
      {state.step === 'done' ? (
        <p role="status">{t(state.channel === 'sms' ? 'opt_out.done_sms' : 'opt_out.done_email')}</p>
      ) : (
        <>
          <p>{t('opt_out.question')}</p>
          <button type="button" className="bk-button bk-primary" disabled={state.step === 'sending'} onClick={() => void confirm()}>
            {t('opt_out.confirm')}
          </button>
          {state.step === 'failed' && <p role="alert">{t('opt_out.failed')}</p>}
        </>
      )}
    </section>
  );
}

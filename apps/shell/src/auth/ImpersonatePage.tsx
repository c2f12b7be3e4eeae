import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from '@dental/ui/router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import { signOutLocally } from '@dental/auth';
import { LoadingBlock, toast } from '@dental/ui';
import { LoginLayout } from './LoginPage';
import { signIn } from './session-actions';

/** /login/impersonate/:token — exchanges a single-use token for a session as that user. */
export function ImpersonatePage() {
  const { t } = useTranslation('shell');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: StrictMode's second effect run must not spend it twice.
    if (started.current) return;
    started.current = true;
    void (async () => {
      await signOutLocally();
      try {
        await signIn({ impersonate_token: token });
        navigate('/', { replace: true });
      } catch (error) {
        toast.error(isApiError(error) && error.status !== 401 ? error.message : t('login.impersonate_failed'));
        navigate('/login', { replace: true });
      }
    })();
  }, [token, navigate, t]);

  return (
    <LoginLayout>
      <LoadingBlock label={t('login.impersonating')} />
    </LoginLayout>
  );
}

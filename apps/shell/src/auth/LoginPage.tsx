import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@dental/ui/router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import { useSession } from '@dental/auth';
import { Button, Checkbox, FormItem, FormMessage, IconTooth, Input, requiredMessages, toast } from '@dental/ui';
import { LanguageSwitch } from '../layout/LanguageMenu';
import { signIn } from './session-actions';
import './login.css';

/** Where to go after sign-in: the page the user wanted, else the start page. */
export function targetAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export function LoginLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <div className="login-wrapper login-wrapper--blue">
      <main className="login-card">
        <div className="login-brand">
          <span className="dc-icon-tile login-brand__mark">
            <IconTooth size={28} />
          </span>
          <span className="login-brand__name">{t('common:site_title')}</span>
        </div>
        {children}
      </main>
      <p className="login-tagline">{t('shell:login.brand_tagline')}</p>
      <LanguageSwitch />
    </div>
  );
}

export function LoginPage() {
  const { t } = useTranslation(['shell', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const me = useSession((s) => s.me);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const messages = requiredMessages(t);

  if (token && me && !busy) return <Navigate to="/" replace />;

  const usernameError = submitted && !username.trim() ? messages.field(t('shell:login.username')) : null;
  const passwordError = submitted && !password ? messages.field(t('shell:login.password')) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    try {
      await signIn({ username: username.trim(), password, remember });
      navigate(targetAfterLogin(location.state), { replace: true });
    } catch (error) {
      // 401 is the spec's 'Authorisation failed'; others (429, 5xx) carry the server's translated text.
      const status = isApiError(error) ? error.status : 0;
      toast.error(status === 401 || !isApiError(error) ? t('shell:login.failed') : error.message);
      setBusy(false);
    }
    // On success `busy` stays set: the router's navigation is a transition, and clearing it first
    // would let the signed-in redirect below win over the page the user wanted.
  };

  return (
    <LoginLayout>
      <h1 className="login-title">{t('shell:login.title')}</h1>
      <p className="login-subtitle">{t('shell:login.subtitle')}</p>
      <form onSubmit={onSubmit} noValidate>
        {submitted && (usernameError || passwordError) ? <FormMessage>{messages.form()}</FormMessage> : null}
        <FormItem label={t('shell:login.username')} htmlFor="login-username" required error={usernameError}>
          <Input
            id="login-username"
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            invalid={Boolean(usernameError)}
            onChange={(e) => setUsername(e.target.value)}
          />
        </FormItem>
        <FormItem label={t('shell:login.password')} htmlFor="login-password" required error={passwordError}>
          <Input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            invalid={Boolean(passwordError)}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormItem>
        <div className="login-row">
          <Checkbox label={t('shell:login.remember')} name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        </div>
        <Button type="submit" block disabled={busy}>
          {busy ? t('shell:login.submitting') : t('shell:login.submit')}
        </Button>
      </form>
    </LoginLayout>
  );
}

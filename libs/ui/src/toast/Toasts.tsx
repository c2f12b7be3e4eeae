import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck, IconInfo } from '../icons';
import { TOAST_DURATION_MS, useToasts, type ToastItem } from './toast-store';
import './toast.css';

const ICONS = { info: IconInfo, success: IconCheck, error: IconAlert, warning: IconAlert };

function Toast({ item }: { item: ToastItem }) {
  const { t } = useTranslation('ui');
  const dismiss = useToasts((s) => s.dismiss);
  useEffect(() => {
    if (item.fixed) return;
    const timer = setTimeout(() => dismiss(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.fixed, dismiss]);
  const Icon = ICONS[item.kind];
  // The live role sits inside the item: a list's children stay list items (axe `list`, issue 25).
  return (
    <li>
      <div role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}>
        <button type="button" className={`dc-toast dc-toast--${item.kind}`} onClick={() => dismiss(item.id)} title={t('toast.close')}>
          <span className="dc-toast__icon">
            <Icon size={18} />
          </span>
          <span>{item.text ?? t('toast.missing_params')}</span>
        </button>
      </div>
    </li>
  );
}

/** Mount once (the shell does); every app's `toast.*()` calls show here. */
export function Toasts() {
  const { t } = useTranslation('ui');
  const toasts = useToasts((s) => s.toasts);
  return (
    <ul className="dc-toasts" aria-label={t('toast.region')}>
      {toasts.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </ul>
  );
}

import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import { Button, Card, FormMessage } from '@dental/ui';
import { keyOf } from '../data/keys';
import { ConflictBanner } from './ConflictBanner';

/**
 * Saving one versioned record edited as a whole (the permission matrix, a branch's week): the
 * answer replaces the cached record at `path`; a 409 keeps what the user changed and offers "save
 * my version" (re-read the version, send again) or "load theirs" (`onLoadTheirs` with the fresh
 * record); other failures are said above the form. `write` sends with the given version, or
 * returns a message instead when the form is not ready to be sent.
 */
export function useVersionedSave<R extends { version: number }, T>({
  path,
  record,
  write,
  onLoadTheirs,
}: {
  path: string;
  record: { refetch: () => Promise<{ data?: R }> };
  write: (version: number) => Promise<T> | string;
  onLoadTheirs: (fresh: R) => void;
}) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (version: number) => {
    const call = write(version);
    if (typeof call === 'string') {
      setMessage(call);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      queryClient.setQueryData(keyOf(path), await call);
      setConflict(false);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      else setMessage(isApiError(error) ? error.message : t('form.network_error'));
    } finally {
      setBusy(false);
    }
  };

  const notices = (
    <>
      {conflict ? (
        <ConflictBanner
          busy={busy}
          onSaveMine={async () => {
            const fresh = await record.refetch();
            if (fresh.data) void save(fresh.data.version);
          }}
          onLoadTheirs={async () => {
            const fresh = await record.refetch();
            if (fresh.data) onLoadTheirs(fresh.data);
            setConflict(false);
          }}
        />
      ) : null}
      {message ? <FormMessage>{message}</FormMessage> : null}
    </>
  );
  return { save, busy, notices };
}

/**
 * The card and form around such an editor: the save's notices, the read-only note without the
 * edit permission, the editor itself, and Save (after `actions`, e.g. Reset) with it.
 */
export function VersionedFormCard({
  title,
  canEdit,
  saving,
  onSubmit,
  actions,
  children,
}: {
  title: string;
  canEdit: boolean;
  saving: { busy: boolean; notices: ReactNode };
  onSubmit: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <Card title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {saving.notices}
        {!canEdit ? <p className="settings-readonly">{t('form.read_only')}</p> : null}
        {children}
        {canEdit ? (
          <div className="settings-form__actions">
            {actions}
            <Button type="submit" disabled={saving.busy}>
              {t('actions.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { useEntityActions, type EntityKey } from '../data/entities';
import { DeleteDialog } from './DeleteDialog';

/** The end of an entry's details: delete it (soft: past data stays), then back to its list. */
export function DeleteCard({ entity, path, version, name, listPath, refresh }: { entity: EntityKey; path: string; version: number; name: string; listPath: string; refresh: string[] }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const actions = useEntityActions(entity, refresh);
  const [open, setOpen] = useState(false);
  return (
    <Card className="settings-delete">
      <div>
        <h2 className="settings-delete__title">{t('confirm.zone_title')}</h2>
        <p className="settings-delete__text">{t('confirm.zone_text')}</p>
      </div>
      <Button variant="secondary" className="settings-danger-outline" onClick={() => setOpen(true)}>
        {t('actions.delete')}
      </Button>
      <DeleteDialog
        open={open}
        name={name}
        remove={() => actions.remove(path, version)}
        onDone={() => {
          setOpen(false);
          navigate(listPath);
        }}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}

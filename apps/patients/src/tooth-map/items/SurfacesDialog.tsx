import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Surface, ToothType } from '@dental/domain-teeth';
import { Button, Modal, toast } from '@dental/ui';
import { useEditItem } from '../../data/tooth-map';
import { failed } from '../../lib/notify';
import { SurfacePicker } from '../chart/SurfacePicker';
import { defaultToothType } from '../chart/chart-model';
import type { ToothMapItem } from '../types';
import { whatOf } from './item-text';

interface Props {
  patient: string;
  /** The item whose surfaces are being changed; null while closed. */
  item: ToothMapItem | null;
  types: ReadonlyMap<number, ToothType>;
  onClose: () => void;
}

/**
 * Changes an item's surfaces on the tooth's own picture (its saved type, else the usual one). The
 * save runs here, in the part that stays mounted: the form closes at once and the answer's toast
 * still comes (a mutation's own callbacks are dropped when its component unmounts).
 */
export function SurfacesDialog({ patient, item, types, onClose }: Props) {
  const { t } = useTranslation('dental');
  const edit = useEditItem(patient);
  const save = (saved: ToothMapItem, surfaces: Surface[]) => {
    onClose();
    edit.mutate(
      { item: saved.uuid, surfaces, version: saved.version },
      { onSuccess: () => toast.success(t('items.saved')), onError: (e) => failed(t, 'errors.save_failed', e) },
    );
  };
  return (
    <Modal open={item !== null} title={item ? t('items.edit_surfaces_of', { what: whatOf(t, item) }) : ''} onClose={onClose}>
      {item ? <SurfacesForm key={item.uuid} item={item} types={types} onSave={(surfaces) => save(item, surfaces)} onClose={onClose} /> : null}
    </Modal>
  );
}

interface FormProps {
  item: ToothMapItem;
  types: ReadonlyMap<number, ToothType>;
  onSave: (surfaces: Surface[]) => void;
  onClose: () => void;
}

function SurfacesForm({ item, types, onSave, onClose }: FormProps) {
  const { t } = useTranslation('dental');
  const [surfaces, setSurfaces] = useState<Surface[]>([...item.surfaces]);
  const save = () => onSave(surfaces);
  return (
    <div className="tm-form">
      <SurfacePicker
        tooth={item.tooth}
        type={item.tooth !== null ? (types.get(item.tooth) ?? defaultToothType(item.tooth)) : defaultToothType(11)}
        statusHasSurface={item.status.has_surface}
        value={surfaces}
        onChange={setSurfaces}
      />
      <div className="tm-form__actions">
        <Button onClick={save}>{t('items.save_surfaces')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </div>
    </div>
  );
}

import { Modal } from '@dental/ui';
import { EntityForm, type EntityFormProps } from './EntityForm';

/** A create or edit form in a dialog (rooms, holidays, services...). */
export function FormModal({ open, title, onClose, ...form }: EntityFormProps & { open: boolean; title: string; onClose: () => void }) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {open ? <EntityForm {...form} onCancel={onClose} /> : null}
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from './Modal';
import '../styles/components.css';
import './confirm-dialog.css';

/**
 * "Are you sure?" before something that cannot be taken back by the user. Cancel is first (and
 * gets the focus after the close button), so Enter on an unread dialog never deletes.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
}: {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  busy?: boolean;
}) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <div className="dc-confirm__text">{text}</div>
      <div className="dc-confirm__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button className={danger ? 'dc-button--danger' : ''} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

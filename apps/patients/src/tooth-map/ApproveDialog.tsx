import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button, Modal } from '@dental/ui';

interface Props {
  open: boolean;
  planName: string;
  busy: boolean;
  onApprove: (signature: string | null) => void;
  onClose: () => void;
}

/**
 * Approving a plan: the patient signs on the canvas with a finger, a stylus or the mouse
 * (signature_pad handles pointer input and smoothing); the drawing is sent as a PNG data URL.
 * An empty canvas approves without a signature (the API takes it as optional).
 */
export function ApproveDialog({ open, planName, busy, onApprove, onClose }: Props) {
  const { t } = useTranslation('dental');
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [signed, setSigned] = useState(false);

  useEffect(() => {
    if (!open) return;
    const element = canvas.current;
    if (!element) return;
    // Sized to its box at the device's pixel ratio, so the line is sharp on a tablet.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = (element.offsetWidth || 480) * ratio;
    element.height = (element.offsetHeight || 180) * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(element, { penColor: '#1d2733' });
    const stroke = () => setSigned(!instance.isEmpty());
    instance.addEventListener('endStroke', stroke);
    pad.current = instance;
    setSigned(false);
    return () => {
      instance.removeEventListener('endStroke', stroke);
      instance.off();
      pad.current = null;
    };
  }, [open]);

  return (
    <Modal open={open} title={`${t('plans.approve_title')}: ${planName}`} onClose={onClose}>
      <div className="tm-form">
        <p>{t('plans.approve_text')}</p>
        <canvas ref={canvas} className="tm-signature" role="img" aria-label={t('plans.signature')} />
        <div className="tm-form__actions">
          <Button disabled={busy} onClick={() => onApprove(pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null)}>
            {t('plans.approve')}
          </Button>
          <Button
            variant="secondary"
            disabled={!signed}
            onClick={() => {
              pad.current?.clear();
              setSigned(false);
            }}
          >
            {t('plans.clear_signature')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

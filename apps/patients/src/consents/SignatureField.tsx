import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button } from '@dental/ui';

interface Props {
  label: string;
  /** The drawing as a PNG data URL, or null while the box is empty. */
  onChange: (png: string | null) => void;
}

/**
 * A box to sign in with a finger, a stylus or the mouse (signature_pad: pointer input and
 * smoothing), sized at the device's pixel ratio so the line is sharp on a tablet.
 */
export function SignatureField({ label, onChange }: Props) {
  const { t } = useTranslation('consents');
  const id = useId();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    // No 2D context (a test's DOM): the box stays, nothing can be drawn.
    if (!element?.getContext('2d')) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = (element.offsetWidth || 560) * ratio;
    element.height = (element.offsetHeight || 200) * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(element, { penColor: '#1d2733', minWidth: 1, maxWidth: 3 });
    const stroke = () => {
      const empty = instance.isEmpty();
      setDrawn(!empty);
      report.current(empty ? null : instance.toDataURL('image/png'));
    };
    instance.addEventListener('endStroke', stroke);
    pad.current = instance;
    return () => {
      instance.removeEventListener('endStroke', stroke);
      instance.off();
      pad.current = null;
    };
  }, []);

  return (
    <div className="cf-signature">
      <span id={`${id}-label`} className="cf-signature__label">
        {label}
      </span>
      <canvas ref={canvas} className="cf-signature__box" role="img" aria-labelledby={`${id}-label`} data-testid={`signature-${label}`} />
      <div className="cf-signature__foot">
        <span className="cf-hint">{t('patient_view.sign_hint')}</span>
        <Button
          variant="secondary"
          disabled={!drawn}
          onClick={() => {
            pad.current?.clear();
            setDrawn(false);
            onChange(null);
          }}
        >
          {t('patient_view.clear')}
        </Button>
      </div>
    </div>
  );
}

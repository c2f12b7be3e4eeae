import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ConsentForm } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { Button, Checkbox, FormItem, Input } from '@dental/ui';
import { checkStaffPassword, useSignConsentForm } from '../data/consent-forms';
import { SignatureField } from './SignatureField';
import { usePatientViewLock } from './usePatientViewLock';

interface Props {
  patient: string;
  patientName: string;
  form: ConsentForm;
  /** Called once the staff member's password has been checked. */
  onLeave: () => void;
}

/**
 * The tablet's locked "patient view" (issue 29): the form full screen over everything else, the
 * patient ticks each point and signs with a finger, the staff member countersigns. Nothing else on
 * the page can be reached while it is open, and it is left only with the staff member's password
 * (POST /api/auth/password-check).
 */
export function PatientView({ patient, patientName, form, onLeave }: Props) {
  const { t } = useTranslation('consents');
  const id = useId();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  usePatientViewLock(root, () => setUnlocking(true));
  const [ticked, setTicked] = useState<boolean[]>(() => form.points.map(() => false));
  const [signer, setSigner] = useState(patientName);
  const [representative, setRepresentative] = useState(false);
  const [repName, setRepName] = useState('');
  const [repRelation, setRepRelation] = useState('');
  const [patientSignature, setPatientSignature] = useState<string | null>(null);
  const [staffSignature, setStaffSignature] = useState<string | null>(null);
  const [signed, setSigned] = useState(form.state !== 'unsigned');
  // Shown in the view itself: the page's toasts are under it.
  const [error, setError] = useState<string | null>(null);
  const sign = useSignConsentForm(patient);
  const left = ticked.filter((tick) => !tick).length;
  const ready = left === 0 && signer.trim() !== '' && patientSignature !== null && staffSignature !== null && (!representative || (repName.trim() !== '' && repRelation.trim() !== ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !patientSignature || !staffSignature) return;
    setError(null);
    sign.mutate(
      {
        form: form.uuid,
        body: {
          patient_signature: patientSignature,
          signer_name: signer.trim(),
          staff_signature: staffSignature,
          ...(representative ? { signed_by_representative: { name: repName.trim(), relation: repRelation.trim() } } : {}),
        },
      },
      {
        onSuccess: () => setSigned(true),
        onError: (failure) => setError(isApiError(failure) && failure.status < 500 ? `${t('patient_view.failed')} ${failure.message}` : t('patient_view.failed')),
      },
    );
  };

  return createPortal(
    <div ref={setRoot} className="cf-patient-view" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="patient-view">
      <header className="cf-patient-view__head">
        <h1 id={`${id}-title`}>{form.template_name}</h1>
        <Button variant="secondary" onClick={() => setUnlocking(true)}>
          {t('patient_view.leave')}
        </Button>
      </header>
      {signed ? (
        <p className="cf-patient-view__done" role="status">
          {t('patient_view.signed')}
        </p>
      ) : (
        <form className="cf-patient-view__body" onSubmit={submit}>
          <p className="cf-hint">{t('patient_view.read')}</p>
          <ol className="cf-points">
            {form.points.map((point, index) => (
              <li key={index} className="cf-point">
                <Checkbox
                  label={<span className="cf-point__text">{point}</span>}
                  checked={ticked[index]}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setTicked((all) => all.map((tick, at) => (at === index ? checked : tick)));
                  }}
                />
              </li>
            ))}
          </ol>
          <FormItem label={t('patient_view.signer_name')} htmlFor={`${id}-signer`} required>
            <Input id={`${id}-signer`} value={signer} maxLength={200} onChange={(event) => setSigner(event.currentTarget.value)} />
          </FormItem>
          <Checkbox label={t('patient_view.representative')} checked={representative} onChange={(event) => setRepresentative(event.currentTarget.checked)} />
          {representative ? (
            <div className="cf-row">
              <FormItem label={t('patient_view.representative_name')} htmlFor={`${id}-rep`} required>
                <Input id={`${id}-rep`} value={repName} maxLength={200} onChange={(event) => setRepName(event.currentTarget.value)} />
              </FormItem>
              <FormItem label={t('patient_view.representative_relation')} htmlFor={`${id}-relation`} required>
                <Input id={`${id}-relation`} value={repRelation} maxLength={100} onChange={(event) => setRepRelation(event.currentTarget.value)} />
              </FormItem>
            </div>
          ) : null}
          <SignatureField label={t('patient_view.patient_signature')} onChange={setPatientSignature} />
          <SignatureField label={t('patient_view.staff_signature')} onChange={setStaffSignature} />
          {error ? (
            <p className="dc-form-item__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="cf-patient-view__actions">
            {left > 0 ? <span className="cf-hint">{t('patient_view.points_left', { count: left })}</span> : null}
            <Button type="submit" disabled={!ready || sign.isPending}>
              {t('patient_view.submit')}
            </Button>
          </div>
        </form>
      )}
      {unlocking ? <UnlockDialog onStay={() => setUnlocking(false)} onUnlocked={onLeave} /> : null}
    </div>,
    document.body,
  );
}

/** The staff member's password, checked on the server; a wrong one keeps the view locked. */
function UnlockDialog({ onStay, onUnlocked }: { onStay: () => void; onUnlocked: () => void }) {
  const { t } = useTranslation('consents');
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await checkStaffPassword(password);
      onUnlocked();
    } catch (failure) {
      setError(isApiError(failure) && failure.fields.password ? failure.fields.password : t('patient_view.wrong_password'));
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <div className="cf-unlock" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
      <form className="cf-unlock__box" onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`}>{t('patient_view.unlock_title')}</h2>
        <p>{t('patient_view.unlock_text')}</p>
        <FormItem label={t('patient_view.password')} htmlFor={`${id}-password`} error={error}>
          <Input id={`${id}-password`} type="password" autoComplete="current-password" autoFocus value={password} invalid={Boolean(error)} onChange={(event) => setPassword(event.currentTarget.value)} />
        </FormItem>
        <div className="cf-unlock__actions">
          <Button type="submit" disabled={!password || busy}>
            {t('patient_view.unlock')}
          </Button>
          <Button variant="secondary" onClick={onStay}>
            {t('patient_view.stay')}
          </Button>
        </div>
      </form>
    </div>
  );
}

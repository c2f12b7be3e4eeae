import { useId, useState, type FormEvent } from 'react';
import consentsTexts from '@dental/i18n/bundles/consents';
import { addNamespaceBundle } from '@dental/i18n/browser';
import { useTranslation } from 'react-i18next';
import type { ConsentForm, Language, Patient } from '@dental/contracts';
import { LANGUAGES } from '@dental/contracts/values';
import { downloadBlob } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { Button, Card, ConfirmDialog, EmptyState, ErrorCard, FormItem, LoadingBlock, Select, Table, Textarea, toast, useDateFormat, type Column } from '@dental/ui';
import { consentPdf, useConsentForms, useConsentTemplates, useCreateConsentForm, useWithdrawConsentForm } from '../data/consent-forms';
import { useTreatmentPlans } from '../data/treatment-plans';
import { fullName } from '../lib/labels';

// The consent forms' texts come with their tab's chunk (the card's first screen stays small).
addNamespaceBundle('consents', consentsTexts);
import { failed } from '../lib/notify';
import { PatientView } from './PatientView';
import './consents.css';

/** Asks the browser for full screen (a tablet hides its own bars); refused or unsupported, the view still covers the page. */
function enterFullScreen() {
  const element = document.documentElement;
  if (typeof element.requestFullscreen === 'function' && !document.fullscreenElement) void element.requestFullscreen().catch(() => undefined);
}

function leaveFullScreen() {
  if (document.fullscreenElement && typeof document.exitFullscreen === 'function') void document.exitFullscreen().catch(() => undefined);
}

/**
 * The patient card's consent forms (issue 29): made from a template (and a plan), signed by the
 * patient in the locked patient view, downloaded as the signed PDF, withdrawn with a confirmation.
 */
export function ConsentFormsTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('consents');
  const can = useCan();
  const dates = useDateFormat();
  const forms = useConsentForms(patient.uuid);
  const editable = can('patients_tooth_map_edit');
  const [open, setOpen] = useState<ConsentForm | null>(null);
  const [withdrawing, setWithdrawing] = useState<ConsentForm | null>(null);

  const openView = (form: ConsentForm) => {
    enterFullScreen();
    setOpen(form);
  };

  const pdf = async (form: ConsentForm) => {
    try {
      const file = await consentPdf(patient.uuid, form.uuid);
      downloadBlob(file.blob, file.filename ?? `${form.template_name}.pdf`);
    } catch (error) {
      failed(t, 'pdf_failed', error);
    }
  };

  const columns: Column<ConsentForm>[] = [
    { key: 'template', header: t('list.template'), render: (form) => form.template_name },
    { key: 'state', header: t('list.state'), render: (form) => <span className={`cf-state cf-state--${form.state}`}>{t(`state.${form.state}`)}</span> },
    { key: 'created', header: t('list.created'), render: (form) => dates.dateTime(form.created_at) },
    { key: 'signed', header: t('list.signed'), render: (form) => (form.signed_at ? dates.dateTime(form.signed_at) : '—') },
    {
      key: 'actions',
      header: t('list.actions'),
      render: (form) => (
        <span className="cf-actions">
          {form.state === 'unsigned' && editable ? (
            <Button variant="secondary" onClick={() => openView(form)}>
              {t('actions.open')}
            </Button>
          ) : null}
          {form.state !== 'unsigned' ? (
            <Button variant="secondary" onClick={() => void pdf(form)}>
              {t('actions.pdf')}
            </Button>
          ) : null}
          {form.state === 'signed' && editable ? (
            <Button variant="secondary" className="pt-danger-text" onClick={() => setWithdrawing(form)}>
              {t('actions.withdraw')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Card>
      <h2 className="cf-title">{t('title')}</h2>
      <p className="cf-hint">{t('intro')}</p>
      {editable && can('consent_templates_view') ? <NewConsentForm patient={patient.uuid} onCreated={openView} /> : null}
      {forms.isPending ? (
        <LoadingBlock />
      ) : forms.isError ? (
        <ErrorCard text={t('list.load_failed')} onRetry={() => void forms.refetch()} retrying={forms.isFetching} />
      ) : forms.data.length === 0 ? (
        <EmptyState title={t('list.empty_title')} text={t('list.empty_text')} />
      ) : (
        <Table columns={columns} rows={forms.data} rowKey={(form) => form.uuid} caption={t('list.label')} />
      )}
      {open ? (
        <PatientView
          patient={patient.uuid}
          patientName={fullName(patient)}
          form={open}
          onLeave={() => {
            leaveFullScreen();
            setOpen(null);
          }}
        />
      ) : null}
      {withdrawing ? <WithdrawDialog patient={patient.uuid} form={withdrawing} onClose={() => setWithdrawing(null)} /> : null}
    </Card>
  );
}

/** A template, optionally a plan (its procedures and total fill the form), and the form's language (the patient's own by default). */
function NewConsentForm({ patient, onCreated }: { patient: string; onCreated: (form: ConsentForm) => void }) {
  const { t, i18n } = useTranslation(['consents', 'settings']);
  const id = useId();
  const templates = useConsentTemplates(true);
  const plans = useTreatmentPlans(patient);
  const create = useCreateConsentForm(patient);
  const [template, setTemplate] = useState('');
  const [plan, setPlan] = useState('');
  const [language, setLanguage] = useState('');
  const languageNames = (code: Language) => new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;

  if (templates.isPending) return <LoadingBlock />;
  if (templates.isError) return <ErrorCard text={t('settings:toasts.consent_template.load_failed')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  if (templates.data.length === 0) return <p className="cf-hint">{t('create.no_templates')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!template) return;
    create.mutate(
      { template_uuid: template, ...(plan ? { plan_uuid: plan } : {}), ...(language ? { language: language as Language } : {}) },
      { onSuccess: (form) => onCreated(form), onError: (error) => failed(t, 'create.failed', error) },
    );
  };

  return (
    <form className="cf-new" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('create.title')}</h3>
      <div className="cf-row">
        <FormItem label={t('create.template')} htmlFor={`${id}-template`} required>
          <Select id={`${id}-template`} value={template} placeholder="—" options={templates.data.map((item) => ({ value: item.uuid, label: item.name }))} onChange={(event) => setTemplate(event.currentTarget.value)} />
        </FormItem>
        <FormItem label={t('create.plan')} htmlFor={`${id}-plan`}>
          <Select
            id={`${id}-plan`}
            value={plan}
            placeholder={t('create.no_plan')}
            options={(plans.data ?? []).filter((item) => item.status !== 'closed').map((item) => ({ value: item.uuid, label: item.name }))}
            onChange={(event) => setPlan(event.currentTarget.value)}
          />
        </FormItem>
        <FormItem label={t('create.language')} htmlFor={`${id}-language`}>
          <Select
            id={`${id}-language`}
            value={language}
            placeholder={t('create.patient_language')}
            options={LANGUAGES.map((code) => ({ value: code, label: languageNames(code) }))}
            onChange={(event) => setLanguage(event.currentTarget.value)}
          />
        </FormItem>
      </div>
      <Button type="submit" disabled={!template || create.isPending}>
        {t('create.submit')}
      </Button>
    </form>
  );
}

/** Withdrawal is a record of its own beside the signed form: confirmed first, with an optional reason. */
function WithdrawDialog({ patient, form, onClose }: { patient: string; form: ConsentForm; onClose: () => void }) {
  const { t } = useTranslation('consents');
  const id = useId();
  const withdraw = useWithdrawConsentForm(patient);
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open
      danger
      title={t('withdraw.title')}
      text={
        <>
          <p>{t('withdraw.text')}</p>
          <FormItem label={t('withdraw.reason')} htmlFor={`${id}-reason`}>
            <Textarea id={`${id}-reason`} value={reason} maxLength={1000} onChange={(event) => setReason(event.currentTarget.value)} />
          </FormItem>
        </>
      }
      confirmLabel={t('withdraw.confirm')}
      cancelLabel={t('actions.cancel')}
      busy={withdraw.isPending}
      onCancel={onClose}
      onConfirm={() =>
        withdraw.mutate(
          { form: form.uuid, reason: reason.trim() || null },
          {
            onSuccess: () => {
              toast.success(t('withdraw.done'));
              onClose();
            },
            onError: (error) => failed(t, 'withdraw.failed', error),
          },
        )
      }
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Col, Grid } from '@dental/ui';
import { PATIENT_DOCUMENT_TYPES, PATIENT_GENDERS } from '@dental/contracts/values';
import { useBranches } from '../data/branches';
import { useStaff } from '../data/staff';
import { STATUSES } from '../lib/labels';
import { AreaField, ChoiceGroup, SelectField, TextField } from './fields';
import { PersonalCodeField } from './PersonalCodeField';
import type { PatientFormState } from './usePatientFormState';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} className="pt-form__section">
      <Grid>{children}</Grid>
    </Card>
  );
}

/** Coded values of a select, labelled from the patients dictionary (`genders.1` ...). */
function useCoded() {
  const { t } = useTranslation('patients');
  return (group: string, codes: readonly number[]) => codes.map((c) => ({ value: String(c), label: t(`${group}.${c}`) }));
}

export function PersonalSection({ form }: { form: PatientFormState }) {
  const { t } = useTranslation('patients');
  const coded = useCoded();
  return (
    <Section title={t('sections.personal')}>
      <TextField form={form} name="first_name" autoComplete="off" />
      <TextField form={form} name="last_name" autoComplete="off" />
      <PersonalCodeField form={form} />
      <TextField form={form} name="dob" type="date" hint={form.dobFromCode ? t('form.dob_from_code') : undefined} />
      <SelectField form={form} name="gender" options={coded('genders', PATIENT_GENDERS)} />
      <SelectField form={form} name="status" options={coded('statuses', STATUSES)} />
      <TextField form={form} name="client_card" />
      <TextField form={form} name="country" autoComplete="country-name" />
    </Section>
  );
}

export function ContactsSection({ form }: { form: PatientFormState }) {
  const { t } = useTranslation('patients');
  return (
    <Section title={t('sections.contacts')}>
      <TextField form={form} name="phone" type="tel" inputMode="tel" />
      <TextField form={form} name="phone2" type="tel" inputMode="tel" />
      <TextField form={form} name="email" type="email" inputMode="email" />
      <TextField form={form} name="address" span={12} />
    </Section>
  );
}

export function DocumentsSection({ form }: { form: PatientFormState }) {
  const { t } = useTranslation('patients');
  const coded = useCoded();
  return (
    <Section title={t('sections.documents')}>
      <SelectField form={form} name="document_type" options={coded('document_types', PATIENT_DOCUMENT_TYPES)} placeholder={t('not_set')} />
      <TextField form={form} name="document_number" />
      <TextField form={form} name="document_country" />
      <TextField form={form} name="document_date" type="date" />
      <TextField form={form} name="document_expiration" type="date" />
    </Section>
  );
}

export function InsuranceSection({ form }: { form: PatientFormState }) {
  const { t } = useTranslation('patients');
  return (
    <Section title={t('sections.insurance')}>
      <TextField form={form} name="insurance" />
      <TextField form={form} name="insurance_number" />
      <TextField form={form} name="insurance_expiration" type="date" />
      <AreaField form={form} name="insurance_notes" />
    </Section>
  );
}

export function WorkplaceSection({ form }: { form: PatientFormState }) {
  const { t } = useTranslation('patients');
  return (
    <Section title={t('sections.workplace')}>
      <TextField form={form} name="job" />
      <TextField form={form} name="workplace" />
      <TextField form={form} name="workplace_title" />
      <AreaField form={form} name="workplace_notes" />
    </Section>
  );
}

/** The doctor, assistants and branches, as far as the user may list staff and branches. */
export function ClinicSection({ form }: { form: PatientFormState }) {
  const { t } = useTranslation('patients');
  const branches = useBranches();
  const doctors = useStaff(1);
  const assistants = useStaff(2);
  const person = (u: { uuid: string; first_name: string; last_name: string }) => ({ value: u.uuid, label: `${u.first_name} ${u.last_name}` });
  return (
    <Section title={t('sections.clinic')}>
      {doctors.data ? (
        <SelectField form={form} name="doctor_uuid" options={doctors.data.map(person)} placeholder={t('none')} />
      ) : doctors.isError ? (
        <Col span={12}>
          <p className="pt-muted" role="alert">
            {t('form.staff_hidden')}
          </p>
        </Col>
      ) : null}
      {assistants.data?.length ? <ChoiceGroup form={form} name="helper_uuids" label="helpers" options={assistants.data.map(person)} /> : null}
      {branches.data?.length ? <ChoiceGroup form={form} name="branch_uuids" label="branches" options={branches.data.map((b) => ({ value: b.uuid, label: b.name }))} /> : null}
    </Section>
  );
}

export function NotesSection({ form }: { form: PatientFormState }) {
  const { t } = useTranslation('patients');
  return (
    <Section title={t('sections.notes')}>
      <AreaField form={form} name="medical_alert" />
      <AreaField form={form} name="description" />
      <AreaField form={form} name="comment" />
    </Section>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { ConsentForm, ConsentFormCreate, ConsentFormSign, ConsentTemplate } from '@dental/contracts';
import { keys, patientPath } from './patients';

/** A patient's consent forms (issue 29), under the card's key; the templates they are made from. */
export const consentKeys = {
  all: (uuid: string) => keys.part(uuid, 'consent-forms'),
  templates: ['consent-form-templates'] as const,
};

const formsPath = (uuid: string) => `${patientPath(uuid)}/consent-forms`;
const formPath = (uuid: string, form: string) => `${formsPath(uuid)}/${encodeURIComponent(form)}`;

export const useConsentForms = (uuid: string) =>
  useQuery({ queryKey: consentKeys.all(uuid), queryFn: ({ signal }) => api.get<ConsentForm[]>(formsPath(uuid), { signal }) });

/** The company's templates (consent_templates_view), every page. */
export const useConsentTemplates = (enabled: boolean) =>
  useQuery({ queryKey: consentKeys.templates, enabled, queryFn: ({ signal }) => api.all<ConsentTemplate>('/settings/consent-form-templates', {}, { signal }) });

function useFormWrite<V>(uuid: string, send: (vars: V) => Promise<ConsentForm>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: consentKeys.all(uuid) });
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'history') });
    },
  });
}

export const useCreateConsentForm = (uuid: string) => useFormWrite(uuid, (body: ConsentFormCreate) => api.post<ConsentForm>(formsPath(uuid), body));

export const useSignConsentForm = (uuid: string) =>
  useFormWrite(uuid, (v: { form: string; body: ConsentFormSign }) => api.post<ConsentForm>(`${formPath(uuid, v.form)}/sign`, v.body));

export const useWithdrawConsentForm = (uuid: string) =>
  useFormWrite(uuid, (v: { form: string; reason: string | null }) => api.post<ConsentForm>(`${formPath(uuid, v.form)}/withdraw`, { reason: v.reason }));

/** The signed PDF as stored. */
export const consentPdf = (uuid: string, form: string) => api.blob(`${formPath(uuid, form)}/pdf`);

/** The signed-in staff member's password, checked before the patient view is left (204, or 400 naming `password`). */
export const checkStaffPassword = (password: string) => api.post<void>('/auth/password-check', { password });

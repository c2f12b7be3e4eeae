import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@dental/ui/router';
import { useTranslation } from 'react-i18next';
import type { Company, SessionToken } from '@dental/contracts';
import { api } from '@dental/api-client';
import { useSession } from '@dental/auth';
import { Button, IconBuilding, LoadingBlock, Modal, Table, toast } from '@dental/ui';

export const COMPANIES_QUERY_KEY = ['admin', 'company'] as const;

/**
 * For `admin` only: the active company's name; opens the company list (slug, name). Choosing one
 * calls POST /api/admin/company/{id}/switch and then refetches everything in the new company.
 */
export function CompanySwitcher() {
  const { t } = useTranslation('shell');
  const company = useSession((s) => s.me?.company);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const companies = useQuery({ queryKey: COMPANIES_QUERY_KEY, queryFn: () => api.get<Company[]>('/admin/company'), enabled: open });

  useEffect(() => {
    if (companies.isError) toast.error(t('company.load_failed'));
  }, [companies.isError, t]);

  const switchCompany = useMutation({
    mutationFn: (target: Company) => api.post<Partial<SessionToken> | null>(`/admin/company/${target.id}/switch`),
    onSuccess: async (answer, target) => {
      // The API may issue a new token for the new company; keep it when it does.
      if (answer?.token) useSession.getState().setToken(answer.token, answer.expires_at ?? null);
      useSession.getState().setBranch(null);
      setOpen(false);
      navigate('/');
      await queryClient.invalidateQueries();
      toast.success(t('company.switched', { name: target.name }));
    },
    onError: () => toast.error(t('company.switch_failed')),
  });

  if (!company) return null;
  return (
    <>
      <button type="button" className="company-button" onClick={() => setOpen(true)} aria-label={t('company.button', { name: company.name })} title={company.name}>
        <IconBuilding size={18} />
        <span className="company-button__name">{company.name}</span>
      </button>
      <Modal open={open} title={t('company.title')} onClose={() => setOpen(false)}>
        {companies.isPending ? (
          <LoadingBlock />
        ) : (
          <Table
            caption={t('company.title')}
            rows={companies.data ?? []}
            rowKey={(c) => c.id}
            empty={t('company.empty')}
            columns={[
              { key: 'slug', header: t('company.slug'), render: (c) => <code>{c.slug}</code> },
              { key: 'name', header: t('company.name'), render: (c) => c.name },
              {
                key: 'action',
                header: <span className="dc-visually-hidden">{t('company.choose')}</span>,
                render: (c) =>
                  c.id === company.id ? (
                    <span className="company-current">{t('company.current')}</span>
                  ) : (
                    <Button variant="secondary" disabled={switchCompany.isPending} onClick={() => switchCompany.mutate(c)} aria-label={`${t('company.choose')}: ${c.name}`}>
                      {t('company.choose')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Modal>
    </>
  );
}

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@dental/contracts';
import { api } from '@dental/api-client';
import { useSession } from '@dental/auth';
import { IconChevronDown, IconTooth, Popover, toast } from '@dental/ui';

export const BRANCHES_QUERY_KEY = ['meta', 'branches'] as const;

function Logo() {
  const { t } = useTranslation('common');
  return (
    <div className="sidebar-logo" title={t('site_title')}>
      <IconTooth size={30} />
    </div>
  );
}

const shortName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/**
 * The branch picker (docs/spec.md §2): shown when the user has branches, else the logo. The first
 * branch is picked when none is stored; the choice is stored (localStorage `branch`).
 */
export function BranchPicker() {
  const { t } = useTranslation('shell');
  const hasBranches = useSession((s) => (s.me?.branches.length ?? 0) > 0);
  const branchUuid = useSession((s) => s.branchUuid);
  const setBranch = useSession((s) => s.setBranch);
  const query = useQuery({ queryKey: BRANCHES_QUERY_KEY, queryFn: () => api.get<Branch[]>('/meta/branches'), enabled: hasBranches });

  useEffect(() => {
    if (query.isError) toast.error(t('branch.load_failed'));
  }, [query.isError, t]);

  useEffect(() => {
    const list = query.data;
    if (list && list.length > 0 && !list.some((b) => b.uuid === branchUuid)) setBranch(list[0].uuid);
  }, [query.data, branchUuid, setBranch]);

  if (!hasBranches) return <Logo />;
  const branches = query.data ?? [];
  const current = branches.find((b) => b.uuid === branchUuid);

  return (
    <Popover
      placement="right"
      className="branch-picker"
      trigger={(props) => (
        // Named by its content ("Branch: Rīgas centrs RC"), not an aria-label, so the name holds the
        // initials on screen (axe's label-content-name-mismatch).
        <button type="button" className="branch-picker__button" {...props} style={{ borderColor: current?.color ?? undefined }}>
          <span className="dc-visually-hidden">{`${t('branch.label')}: ${current?.name ?? t('branch.choose')} `}</span>
          <span className="branch-picker__short">{current ? shortName(current.name) : '…'}</span>
          <IconChevronDown size={14} />
        </button>
      )}
    >
      {(close) => (
        <div>
          <p className="popover-heading">{t('branch.choose')}</p>
          <ul className="branch-list" role="listbox" aria-label={t('branch.label')}>
            {branches.map((branch) => (
              <li key={branch.uuid}>
                <button
                  type="button"
                  role="option"
                  aria-selected={branch.uuid === branchUuid}
                  aria-current={branch.uuid === branchUuid}
                  className="dc-menu-item"
                  onClick={() => {
                    setBranch(branch.uuid);
                    close();
                  }}
                >
                  <span className="branch-dot" style={{ background: branch.color ?? 'var(--dc-primary)' }} />
                  {branch.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Popover>
  );
}

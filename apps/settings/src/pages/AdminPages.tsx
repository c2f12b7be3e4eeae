import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser, UserSettings } from '@dental/contracts';
import { Select } from '@dental/ui';
import { EntityList } from '../crud/EntityList';
import { RecordForm } from '../crud/RecordForm';
import { useCompanies } from '../data/companies';
import { PATHS } from '../data/paths';
import type { EntryProps } from '../section-types';
import { fullName, profileFields, userColumns, userSettingsFields } from './UserPages';

/** Every company's users (admin only), filtered by company. */
export function AdminUserList() {
  const { t } = useTranslation('settings');
  const [company, setCompany] = useState('');
  const companies = useCompanies();
  const columns = userColumns(t);
  return (
    <EntityList<AdminUser>
      path={PATHS.adminUsers}
      entity="user"
      label={t('titles.admin_users')}
      defaultSort="last_name"
      query={{ company_id: company ? Number(company) : undefined }}
      columns={[...columns.slice(0, 2), { key: 'company', label: t('fields.company'), render: (u) => u.company.name }, ...columns.slice(2)]}
      rowName={fullName}
      rowLink={(u) => `/admin/users/${u.uuid}/details`}
      canEdit={false}
      toolbar={
        <Select
          aria-label={t('fields.company')}
          className="settings-toolbar__filter"
          value={company}
          placeholder={t('list.all_companies')}
          options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => setCompany(e.target.value)}
        />
      }
      empty={{ title: t('empty.users_title'), text: t('empty.admin_users_text') }}
    />
  );
}

export function AdminUserDetails({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  return (
    <RecordForm<AdminUser>
      path={`${PATHS.adminUsers}/${params.user_uuid}`}
      entity="user"
      fields={profileFields(t, false)}
      schema="adminUserEditSchema"
      canEdit
      refresh={[PATHS.adminUsers]}
    />
  );
}

export function AdminUserSettings({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  return (
    <RecordForm<UserSettings>
      path={`${PATHS.adminUsers}/${params.user_uuid}/settings`}
      entity="settings"
      method="put"
      fields={userSettingsFields(t)}
      schema="userSettingsEditSchema"
      canEdit
      title={t('user.settings_title')}
    />
  );
}

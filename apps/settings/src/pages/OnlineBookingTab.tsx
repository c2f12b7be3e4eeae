import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { OnlineBookingSettings, Service, User } from '@dental/contracts';
import type { FieldDef } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { useChoices } from '../data/entities';
import { PATHS } from '../data/paths';
import type { EntryProps } from '../section-types';
import './online-booking-texts';

/**
 * A branch's online booking (issue 27): on or off, the page's address, what and whom patients may
 * book, how far ahead, the notice and the buffer, the web sites that may embed the page (one per
 * line here, a list in the contract) and whether bookings are confirmed at once.
 */
export function OnlineBookingTab({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.branches}/${params.branch_uuid}/online-booking`;
  const services = useChoices<Service>(PATHS.services, (service) => `${service.name} (${service.sku})`, can('service_settings_view'));
  const users = useChoices<User>(PATHS.users, (user) => `${user.first_name} ${user.last_name}`, can('user_view'));
  const fields: FieldDef[] = [
    { name: 'enabled', label: t('fields.ob_enabled'), kind: 'checkbox', span: 12 },
    { name: 'slug', label: t('fields.ob_slug'), required: true, span: 6, hint: t('hints.ob_slug') },
    { name: 'horizon_days', label: t('fields.ob_horizon_days'), kind: 'number', required: true, min: 1, max: 365, span: 6 },
    { name: 'min_notice_hours', label: t('fields.ob_min_notice_hours'), kind: 'number', required: true, min: 0, max: 720, span: 6 },
    { name: 'buffer_minutes', label: t('fields.ob_buffer_minutes'), kind: 'number', required: true, min: 0, max: 240, span: 6 },
    { name: 'service_uuids', label: t('fields.ob_services'), kind: 'checks', options: services.options, span: 6 },
    { name: 'user_uuids', label: t('fields.ob_practitioners'), kind: 'checks', options: users.options, span: 6 },
    { name: 'embed_origins', label: t('fields.ob_embed_origins'), kind: 'textarea', span: 12, hint: t('hints.ob_embed_origins') },
    { name: 'auto_confirm', label: t('fields.ob_auto_confirm'), kind: 'checkbox', span: 12, hint: t('hints.ob_auto_confirm') },
  ];
  return (
    <RecordForm<OnlineBookingSettings>
      path={path}
      entity="online_booking"
      title={t('tabs.online_booking')}
      fields={fields}
      method="put"
      canEdit={can('branch_edit')}
      toInitial={(record) => ({ ...record, embed_origins: record.embed_origins.join('\n') })}
      toRequest={({ branch_uuid: _branch, ...body }) => ({
        ...body,
        embed_origins: String(body.embed_origins ?? '')
          .split(/\s+/)
          .map((origin) => origin.trim())
          .filter(Boolean),
      })}
    />
  );
}

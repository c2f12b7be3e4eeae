import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { Card, Col, Grid, IconSettings, Page } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { SECTIONS } from '../sections';
import './settings.css';

/** /settings: the sections this user may open, as a grid of cards, and Import (issue 30) for import_data. */
export function SettingsHome() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const visible = SECTIONS.filter((s) => can(s.listPermission));
  return (
    <Page title={t('titles.settings')} subtitle={t('intro')}>
      <Grid>
        {can('import_data') ? (
          <Col span={12} sm={6} lg={4} xl={3}>
            <Link to="/settings/import" className="settings-tile">
              <Card>
                <span className="dc-icon-tile">
                  <IconSettings size={20} />
                </span>
                <span className="settings-tile__title">{t('titles.import')}</span>
              </Card>
            </Link>
          </Col>
        ) : null}
        {can('branch_settings_view') ? (
          <Col span={12} sm={6} lg={4} xl={3}>
            <Link to="/settings/messages" className="settings-tile">
              <Card>
                <span className="dc-icon-tile">
                  <IconSettings size={20} />
                </span>
                <span className="settings-tile__title">{t('titles.message_channels')}</span>
              </Card>
            </Link>
          </Col>
        ) : null}
        {visible.map((section) => {
          const to = section.path.startsWith('services/') ? '/settings/services' : `/settings/${section.path}`;
          return (
            <Col key={section.path} span={12} sm={6} lg={4} xl={3}>
              <Link to={to} className="settings-tile">
                <Card>
                  <span className="dc-icon-tile">
                    <IconSettings size={20} />
                  </span>
                  <span className="settings-tile__title">{t(`titles.${section.title}`)}</span>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Grid>
    </Page>
  );
}

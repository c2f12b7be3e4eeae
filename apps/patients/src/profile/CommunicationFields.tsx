import { useTranslation } from 'react-i18next';
import type { PatientSettings } from '@dental/contracts';
import { Card, Checkbox, Col, FormItem, Grid, Select } from '@dental/ui';
import { LANGUAGES } from '@dental/contracts/values';

export type Communication = Omit<PatientSettings, 'version'>;
const FLAGS = ['communication_sms', 'communication_sms_ad', 'communication_email', 'communication_email_ad'] as const;

/** The server's defaults: reminders on, marketing off (consent is opt-in). */
export const DEFAULT_COMMUNICATION: Communication = {
  communication_language: 'lv',
  communication_sms: true,
  communication_sms_ad: false,
  communication_email: true,
  communication_email_ad: false,
};

/** The communication section: language, then reminders and offers by SMS and e-mail. */
export function CommunicationFields({ value, onChange, disabled = false }: { value: Communication; onChange: (next: Communication) => void; disabled?: boolean }) {
  const { t } = useTranslation('patients');
  return (
    <Card title={t('sections.communication')}>
      <p className="pt-muted pt-gap">{t('settings.text')}</p>
      <Grid>
        <Col span={12} md={6} lg={4}>
          <FormItem label={t('fields.communication_language')} htmlFor="pf-communication_language">
            <Select
              id="pf-communication_language"
              value={value.communication_language}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, communication_language: e.target.value as Communication['communication_language'] })}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            />
          </FormItem>
        </Col>
        <Col span={12} md={6} lg={8}>
          <div className="pt-flags">
            {FLAGS.map((flag) => (
              <Checkbox key={flag} label={t(`fields.${flag}`)} checked={value[flag]} disabled={disabled} onChange={(e) => onChange({ ...value, [flag]: e.target.checked })} />
            ))}
          </div>
        </Col>
      </Grid>
    </Card>
  );
}

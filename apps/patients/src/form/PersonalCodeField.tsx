import { useTranslation } from 'react-i18next';
import { Col, FormItem, Input, useDateFormat } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { fullName } from '../lib/labels';
import { judgeCode } from './form-model';
import type { PatientFormState } from './usePatientFormState';

/**
 * The personal code, judged as it is typed: an error (bad date or check digit of an old form), an
 * amber warning (a new-form check digit, saved anyway), else a hint of what it holds. When the
 * server refused it as another card's code, a link opens that card.
 */
export function PersonalCodeField({ form }: { form: PatientFormState }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const code = judgeCode(form.values.personal_code);
  const error = form.errorOf('personal_code');
  const warning = code?.ok && code.warning === 'checksum' && !form.serverErrors.personal_code;
  const hint = code?.ok ? (code.form === 'old' ? t('form.code_old', { date: dates.date(code.birthDate) }) : t('form.code_new')) : undefined;
  const holder = form.codeHolder;
  return (
    <Col span={12} md={6} lg={4}>
      <div className={warning ? 'dc-form-item--warning' : undefined}>
        <FormItem label={t('fields.personal_code')} htmlFor="pf-personal_code" error={error} hint={warning ? undefined : hint}>
          <Input
            id="pf-personal_code"
            value={form.values.personal_code}
            invalid={Boolean(error)}
            placeholder="DDMMYY-NNNNN"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={warning ? 'pf-personal_code-warning' : error ? 'pf-personal_code-error' : undefined}
            onChange={(e) => form.set('personal_code', e.target.value)}
            onBlur={() => form.touch('personal_code')}
          />
        </FormItem>
        {warning ? (
          <p className="dc-form-item__warning pt-form__warning" id="pf-personal_code-warning" role="status">
            {t('form.code_checksum_warning')}
          </p>
        ) : null}
        {holder ? (
          <p className="pt-form__holder">
            <Link to={`/patients/${holder.uuid}/details`}>{t('form.open_code_holder', { name: fullName(holder) })}</Link>
          </p>
        ) : null}
      </div>
    </Col>
  );
}

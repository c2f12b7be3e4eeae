import type { ConsentTemplate } from '@dental/contracts';
import type { ConsentFormTemplate } from './consent-form-template.entity.js';

export const toConsentTemplateAnswer = (template: ConsentFormTemplate): ConsentTemplate => ({
  uuid: template.uuid,
  name: template.name,
  text: { lv: template.text.lv, en: template.text.en, ru: template.text.ru },
  service_uuids: [...template.serviceUuids],
  version: template.version,
});

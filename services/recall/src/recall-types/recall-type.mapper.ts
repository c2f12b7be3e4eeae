import type { RecallType as RecallTypeAnswer } from '@dental/contracts';
import type { RecallType } from './recall-type.entity.js';

export const toRecallTypeAnswer = (type: RecallType): RecallTypeAnswer => ({
  uuid: type.uuid,
  name: type.name,
  interval_months: type.intervalMonths,
  service_uuids: type.serviceUuids,
  version: type.version,
});

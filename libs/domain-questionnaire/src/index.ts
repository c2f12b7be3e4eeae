export { isTriggered, type AnswerValue } from './trigger.js';

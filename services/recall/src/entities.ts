import { RecallType } from './recall-types/recall-type.entity.js';
import { RecallAttempt } from './recalls/recall-attempt.entity.js';
import { Recall } from './recalls/recall.entity.js';

/** The recall module's entities (its read model from events is plain tables: projection/). */
export const recallEntities = [RecallType, Recall, RecallAttempt];

import { addNamespaceBundle } from '@dental/i18n/browser';
import recallsTexts from '@dental/i18n/bundles/recalls';

// The recall screen's texts travel with its chunk: registered when the screen first loads.
addNamespaceBundle('recalls', recallsTexts);

import { addNamespaceBundle } from '@dental/i18n/browser';
import invoicesTexts from '@dental/i18n/bundles/invoices';

// The invoices namespace travels with the invoice screens' chunk, not the remote's first screen.
addNamespaceBundle('invoices', invoicesTexts);

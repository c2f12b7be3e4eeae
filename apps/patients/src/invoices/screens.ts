// One chunk for every invoice screen and the invoices texts: separate chunks would each carry the
// data hooks, formatting and styles again (the remote's budget counts every chunk it owns).
import './texts';
import './invoices.css';

export { default as InvoicesListPage } from './InvoicesListPage';
export { default as PatientInvoicesTab } from './PatientInvoicesTab';
export { default as InvoicePage } from './InvoicePage';
export { default as BalanceBadge } from './BalanceBadge';

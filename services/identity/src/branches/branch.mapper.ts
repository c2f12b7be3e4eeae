import type { Branch as BranchAnswer, BranchSummary } from '@dental/contracts';
import type { Branch } from './branch.entity.js';

/** A branch as the API answers it (snake_case like every wire field). */
export function toBranchAnswer(branch: Branch): BranchAnswer {
  return {
    uuid: branch.uuid,
    name: branch.name,
    email: branch.email,
    phone: branch.phone,
    bank_name: branch.bankName,
    bank_code: branch.bankCode,
    bank_swift: branch.bankSwift,
    iban: branch.iban,
    company_name: branch.companyName,
    company_number: branch.companyNumber,
    vat_number: branch.vatNumber,
    address_declared: branch.addressDeclared,
    address_actual: branch.addressActual,
    logo: branch.logo,
    invoice_template: branch.invoiceTemplate,
    color: branch.color,
    time_zone: branch.timeZone,
    department_uuid: branch.department.uuid,
    version: branch.version,
  };
}

export const toBranchSummary = (branch: Branch): BranchSummary => ({
  uuid: branch.uuid,
  name: branch.name,
  color: branch.color,
});

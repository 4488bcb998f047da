import type { CompanyField } from '../../machines/company/index.ts';

/** Moves keyboard focus to a company form's field, found by its name. */
export const focusCompanyField = (field: CompanyField) => document.querySelector<HTMLInputElement>(`form input[name="${field}"]`)?.focus();

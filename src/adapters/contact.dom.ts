import type { ContactField } from '../../machines/contact/index.ts';

/** DOM ids of the contact form's fields: the view renders them, focusContactField finds them. */
export const CONTACT_FIELD_IDS: Readonly<Record<ContactField, string>> = {
  fullName: 'contact-full-name',
  company: 'contact-company',
  email: 'contact-email',
  phoneNumber: 'contact-phone',
  interest: 'contact-interest',
  message: 'contact-message',
};

/** The id of the message a rejected field shows beside it. */
export const contactFieldMessageId = (field: ContactField) => `${CONTACT_FIELD_IDS[field]}-message`;

/** Moves keyboard focus to the field to fix. */
export const focusContactField = (field: ContactField) => document.getElementById(CONTACT_FIELD_IDS[field])?.focus();

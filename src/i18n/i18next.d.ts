import 'i18next';
import type { TextResources } from '../../machines/shared/text.ts';
import type about from '../locales/en/about.json';
import type apis from '../locales/en/apis.json';
import type admin from '../locales/en/admin.json';
import type adminLegal from '../locales/en/adminLegal.json';
import type billing from '../locales/en/billing.json';
import type common from '../locales/en/common.json';
import type company from '../locales/en/company.json';
import type consent from '../locales/en/consent.json';
import type contact from '../locales/en/contact.json';
import type cookies from '../locales/en/cookies.json';
import type dashboard from '../locales/en/dashboard.json';
import type home from '../locales/en/home.json';
import type industries from '../locales/en/industries.json';
import type legal from '../locales/en/legal.json';
import type login from '../locales/en/login.json';
import type logs from '../locales/en/logs.json';
import type operator from '../locales/en/operator.json';
import type privacy from '../locales/en/privacy.json';
import type reports from '../locales/en/reports.json';
import type security from '../locales/en/security.json';
import type scheduling from '../locales/en/scheduling.json';
import type terms from '../locales/en/terms.json';
import type users from '../locales/en/users.json';

// English is the source of truth: t() and machines' text() only accept keys that exist there.
declare module '../../machines/shared/text.ts' {
  interface TextResources {
    common: typeof common;
    home: typeof home;
    industries: typeof industries;
    about: typeof about;
    legal: typeof legal;
    privacy: typeof privacy;
    terms: typeof terms;
    cookies: typeof cookies;
    contact: typeof contact;
    login: typeof login;
    admin: typeof admin;
    dashboard: typeof dashboard;
    company: typeof company;
    billing: typeof billing;
    reports: typeof reports;
    adminLegal: typeof adminLegal;
    users: typeof users;
    logs: typeof logs;
    security: typeof security;
    consent: typeof consent;
    scheduling: typeof scheduling;
    apis: typeof apis;
    operator: typeof operator;
  }
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Keys are chosen with a selector, $ => $.nav.login: plain property access that TypeScript
    // checks cheaply however large the texts grow (string keys hit its instantiation limit).
    enableSelector: 'optimize';
    resources: TextResources;
  }
}

import 'i18next';
import type about from '../locales/en/about.json';
import type admin from '../locales/en/admin.json';
import type common from '../locales/en/common.json';
import type home from '../locales/en/home.json';
import type industries from '../locales/en/industries.json';
import type legal from '../locales/en/legal.json';
import type login from '../locales/en/login.json';

// English is the source of truth: t() only accepts keys that exist there.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      industries: typeof industries;
      about: typeof about;
      legal: typeof legal;
      login: typeof login;
      admin: typeof admin;
    };
  }
}

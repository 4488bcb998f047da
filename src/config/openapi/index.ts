/**
 * The six OpenAPI 3.1 documents, by slug: written by us from CAMARA's definitions (each names
 * the release it follows in `info.x-camara`), served by the build at /openapi/<slug>.json and
 * read by the sandbox server. JSON with import attributes, so Node and Vite import them alike.
 * Importing this module brings all six in (~130 KB): the public pages read one document at
 * build time instead (see docs/apis.md), and the console never does.
 */
import type { ApiSlug } from '../api-catalogue.ts';
import type { OpenApiDocument } from '../api-sandbox.ts';
import deviceLocation from './device-location.json' with { type: 'json' };
import deviceStatus from './device-status.json' with { type: 'json' };
import numberVerification from './number-verification.json' with { type: 'json' };
import otpSms from './otp-sms.json' with { type: 'json' };
import qualityOnDemand from './quality-on-demand.json' with { type: 'json' };
import simSwap from './sim-swap.json' with { type: 'json' };

// JSON's inferred types widen every string: the shapes are checked by tests/unit/openapi.test.ts.
const asDocument = (document: object) => document as OpenApiDocument;

export const OPENAPI_DOCUMENTS: Readonly<Record<ApiSlug, OpenApiDocument>> = {
  'number-verification': asDocument(numberVerification),
  'sim-swap': asDocument(simSwap),
  'device-location': asDocument(deviceLocation),
  'device-status': asDocument(deviceStatus),
  'quality-on-demand': asDocument(qualityOnDemand),
  'otp-sms': asDocument(otpSms),
};

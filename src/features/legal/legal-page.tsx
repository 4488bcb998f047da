import { Static } from '../../start-up/static.tsx';
import { LEGAL_CONTENT } from './legal-content.ts';
import type { LegalDocumentKey } from './legal-documents.ts';

/** A legal document's page: nothing on it changes, so all of it is static content. */
export function LegalPage({ document }: { document: LegalDocumentKey }) {
  return <Static content={LEGAL_CONTENT} document={document} />;
}

import { paymentTermsLabel, type StatementQuery } from '@tapline/contracts';
import type { Database, MailAttachmentReference } from '@tapline/db';
import { type ApiUser, type Clock, requireOrganisationAccess } from '../../identity';
import { AppError, type MailAttachment, type MailAttachmentRenderer, type Storage } from '../../platform';
import { termsOf } from '../invoices/invoice-settings.service';
import { type StatementSide, requireStatementPair, statementOf } from '../statements/statements.service';
import { findLogoUrl, findPrintableDocument } from './documents.queries';
import { logoPngOf } from './organisation-logo';
import { statementPdf } from './statement-pdf';
import { taxDocumentPdf } from './tax-document-pdf';

// The PDFs of tax invoices, adjustment notes and statements (decision 0163): downloaded by either side's members, and
// made again by the mail sender for each attempt at a mail that carries one (the outbox keeps only a reference).

export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** A file name any mail client and browser keep: letters, digits, dashes. */
function fileNameOf(...parts: string[]): string {
  return `${parts
    .join('-')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
}

async function taxDocumentFile(storage: Storage, row: NonNullable<Awaited<ReturnType<typeof findPrintableDocument>>>) {
  const content = await taxDocumentPdf(
    { ...row, paymentTermsLabel: paymentTermsLabel(termsOf(row)) },
    await logoPngOf(storage, row.logoUrl),
  );
  return { filename: fileNameOf(row.number), content };
}

async function statementFile(db: Database, storage: Storage, supplierId: string, venueId: string, month: string | undefined, now: Date) {
  const statement = await statementOf(db, supplierId, venueId, month, now);
  const content = await statementPdf(statement, await logoPngOf(storage, await findLogoUrl(db, supplierId)));
  return { filename: fileNameOf('statement', statement.month, statement.venue.name), content };
}

/** A tax invoice or an adjustment note of the organisation's own, as the supplier issued it or as the venue got it. */
export async function getTaxDocumentPdf(
  db: Database,
  storage: Storage,
  user: ApiUser,
  side: StatementSide,
  idOrSlug: string,
  documentId: string,
): Promise<PdfFile> {
  const { organisation } = await AppError.notFoundAs('Invoice', requireOrganisationAccess(db, user, side, idOrSlug));
  const row = await findPrintableDocument(db, documentId);
  const owner = side === 'supplier' ? row?.supplierId : row?.venueId;
  if (!row || owner !== organisation.id) throw AppError.notFound('Invoice');
  return taxDocumentFile(storage, row);
}

export async function getStatementPdf(
  db: Database,
  storage: Storage,
  user: ApiUser,
  side: StatementSide,
  idOrSlug: string,
  counterpartyId: string,
  query: StatementQuery,
  now: Date,
): Promise<PdfFile> {
  const pair = await requireStatementPair(db, user, side, idOrSlug, counterpartyId);
  return statementFile(db, storage, pair.supplierId, pair.venueId, query.month, now);
}

/** What an outbox row's reference to a tax document says. */
export function taxDocumentAttachment(documentId: string): MailAttachmentReference {
  return { kind: 'tax_document', documentId };
}

/** … and to a statement of a month gone by. */
export function statementAttachment(supplierId: string, venueId: string, month: string): MailAttachmentReference {
  return { kind: 'statement', supplierId, venueId, month };
}

/** Makes the PDF a mail refers to when the sender sends it: the same document, so the same bytes, at every attempt. */
export function moneyMailAttachments(db: Database, storage: Storage, clock: Clock): MailAttachmentRenderer {
  return async (reference): Promise<MailAttachment> => {
    let file: PdfFile;
    if (reference.kind === 'tax_document' && reference.documentId) {
      const row = await findPrintableDocument(db, reference.documentId);
      if (!row) throw new Error(`No tax document ${reference.documentId} to attach`);
      file = await taxDocumentFile(storage, row);
    } else if (reference.kind === 'statement' && reference.supplierId && reference.venueId && reference.month) {
      file = await statementFile(db, storage, reference.supplierId, reference.venueId, reference.month, clock());
    } else {
      throw new Error(`Not an attachment the money context makes: ${reference.kind}`);
    }
    return { filename: file.filename, contentType: 'application/pdf', content: file.content };
  };
}

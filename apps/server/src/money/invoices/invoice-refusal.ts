import type { FieldIssue } from '@tapline/contracts';
import { AppError } from '../../platform';

/** 422 `invoice_refused`: a note or payment the invoice can't take; the issues name the field and the amount it could. */
export function invoiceRefusal(issues: FieldIssue[]): AppError {
  return new AppError('invoice_refused', `Invalid body: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`, issues);
}

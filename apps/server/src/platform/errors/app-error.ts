import type { ErrorCode, FieldIssue } from '@tapline/contracts';

/** Services throw this; the one error handler maps its code to a status (./status-table). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what: string): AppError {
    return new AppError('not_found', `${what} not found`);
  }

  static validation(issues: FieldIssue[], where = 'input'): AppError {
    const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
    return new AppError('validation_failed', `Invalid ${where}: ${summary}`, issues);
  }
}

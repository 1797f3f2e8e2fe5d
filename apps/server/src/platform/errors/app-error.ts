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

  /**
   * Awaits an access check on a thing's owner, reporting its 404 (no such organisation, or not one of its members) as
   * the thing's own: another tenant's product or order is as absent as one that never was.
   */
  static async notFoundAs<T>(what: string, check: Promise<T>): Promise<T> {
    try {
      return await check;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') throw AppError.notFound(what);
      throw error;
    }
  }

  static validation(issues: FieldIssue[], where = 'input'): AppError {
    const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
    return new AppError('validation_failed', `Invalid ${where}: ${summary}`, issues);
  }
}

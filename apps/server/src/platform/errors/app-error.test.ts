import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';

describe('AppError.notFoundAs', () => {
  it('answers what the check answers when it passes', async () => {
    await expect(AppError.notFoundAs('Product', Promise.resolve('supplier'))).resolves.toBe('supplier');
  });

  it('reports the owner’s 404 as the thing’s own, and lets every other refusal through as it is', async () => {
    await expect(AppError.notFoundAs('Order', Promise.reject(AppError.notFound('Organisation')))).rejects.toMatchObject({
      code: 'not_found',
      message: 'Order not found',
    });
    const forbidden = new AppError('forbidden', 'Owners only');
    await expect(AppError.notFoundAs('Order', Promise.reject(forbidden))).rejects.toBe(forbidden);
  });
});

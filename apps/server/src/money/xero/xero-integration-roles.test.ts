import { describe, expect, it } from 'vitest';
import { XeroIntegration } from '@tapline/contracts';
import { callAs } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp } from '../../../test/support/test-app';
import { xeroIntegrationTestKit } from '../../../test/support/xero-integration-kit';

// Who may read, connect and change an organisation's Xero integration, and what a server without a Xero app says.

const { kit, call, freshOrganisation, integration } = xeroIntegrationTestKit();

describe('who may do what', () => {
  it('lets a plain member read but not connect, see options or change settings (403); a stranger gets 404', async () => {
    const supplier = await freshOrganisation('supplier');
    expect((await integration(supplier, kit.member)).canManage).toBe(false);
    expect(parseError(await call(kit.member, 'POST', supplier.at('/connect')), 403).message).toMatch(/owner or admin/);
    expect(parseError(await call(kit.member, 'GET', supplier.at('/options')), 403).code).toBe('forbidden');
    const settingsBody = {
      accountCode: '200',
      taxType: 'OUTPUT',
      invoiceStatus: 'DRAFT',
    };
    expect(parseError(await call(kit.member, 'PUT', supplier.at('/settings'), settingsBody), 403).code).toBe('forbidden');
    expect(parseError(await call(kit.member, 'DELETE', supplier.at()), 403).code).toBe('forbidden');
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/connect'],
      ['GET', '/options'],
      ['DELETE', ''],
    ] as const) {
      expect(parseError(await call(kit.stranger, method, supplier.at(path)), 404).message).toBe('Supplier not found');
    }
    expect(parseError(await call(kit.stranger, 'PUT', supplier.at('/settings'), settingsBody), 404).code).toBe('not_found');
    // the venue route doesn't reach a supplier
    expect((await call(kit.owner, 'GET', `/api/venues/${supplier.id}/integrations/xero`)).statusCode).toBe(404);
  });

  it('says Xero is not available on a server without a Xero app', async () => {
    // another instance on the same database, as a server without XERO_* would be; it trusts the same tokens
    const plain = await createTestApp({
      sameDatabaseAs: kit.t,
      auth: { publicUrl: kit.t.baseUrl! },
    });
    try {
      const supplier = await freshOrganisation('supplier');
      const response = await callAs(plain, kit.owner, 'GET', supplier.at());
      expect(parseAnswer(response, 200, XeroIntegration)).toMatchObject({
        available: false,
        status: 'disconnected',
        canManage: true,
      });
      expect(parseError(await callAs(plain, kit.owner, 'POST', supplier.at('/connect')), 409).message).toMatch(
        /Xero isn't set up on this server/,
      );
      expect(
        parseError(await callAs(plain, kit.owner, 'POST', '/api/integrations/xero/callback', { query: 'code=a&state=b' }), 409).code,
      ).toBe('conflict');
    } finally {
      await plain.close();
    }
  });
});

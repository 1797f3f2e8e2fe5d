import { randomUUID } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { readRateLimits, XeroError, xeroErrorFrom, XeroOAuthError, XeroValidationError } from './xero-errors';
import { authEventIdOf, toOAuthError, xeroBasicAuth } from './xero-oauth-helpers';
import type { XeroSettings } from './xero-settings';
import type {
  NewXeroContact,
  NewXeroCreditNote,
  NewXeroInvoice,
  XeroAccount,
  XeroAuthorizationRequest,
  XeroConnection,
  XeroAllocation,
  XeroContact,
  XeroCreditNote,
  XeroCreditNoteType,
  XeroInvoice,
  XeroInvoiceType,
  XeroResult,
  XeroTaxRate,
  XeroTenantContext,
  XeroTokenSet,
} from './xero-types';
import { SingleFlight } from './single-flight';

export interface XeroClientOptions {
  /** defaults to the global fetch */
  fetch?: typeof fetch;
  /** per request; Xero answers within seconds when it answers at all */
  timeoutMs?: number;
  now?: () => number;
}

interface WriteOptions {
  /** the same key for a retry of the same logical write (≤ 128 chars); a fresh one is made when omitted */
  idempotencyKey?: string;
}

const ACCOUNTING = '/api.xro/2.0';

/** A `where` clause's string literal: Xero's filter syntax is C#-like, so quotes and backslashes are escaped. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Tapline's own client for Xero: OAuth 2.0 through oauth4webapi, `/connections`, and the Accounting calls the
 * integration makes (decision 0114). The three base URLs come from the settings, so the same code talks to Xero
 * or to the fake in `test/support/fake-xero.ts`. Stateless apart from in-flight refreshes: storing tokens is the
 * caller's job.
 */
export class XeroClient {
  private readonly server: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  private readonly clientAuth: oauth.ClientAuth;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly refreshes = new SingleFlight<XeroTokenSet>();

  constructor(
    private readonly settings: XeroSettings,
    options: XeroClientOptions = {},
  ) {
    this.server = {
      issuer: settings.identityBaseUrl,
      authorization_endpoint: `${settings.loginBaseUrl}/identity/connect/authorize`,
      token_endpoint: `${settings.identityBaseUrl}/connect/token`,
      revocation_endpoint: `${settings.identityBaseUrl}/connect/revocation`,
    };
    this.client = { client_id: settings.clientId };
    this.clientAuth = xeroBasicAuth(settings.clientId, settings.clientSecret);
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  private get oauthOptions() {
    return {
      [oauth.customFetch]: this.fetchImpl,
      // plain http only for a local fake (oauth4webapi refuses it otherwise)
      [oauth.allowInsecureRequests]: this.settings.identityBaseUrl.startsWith('http://'),
      signal: () => AbortSignal.timeout(this.timeoutMs),
    };
  }

  // ---- OAuth 2.0 (docs/protocols/xero.md, OAuth 2.0) ----

  /** The consent URL, with a fresh `state` and PKCE verifier that the caller keeps for the callback. */
  async authorizationRequest(): Promise<XeroAuthorizationRequest> {
    const state = oauth.generateRandomState();
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const url = new URL(this.server.authorization_endpoint as string);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).toString();
    return { url: url.toString(), state, codeVerifier };
  }

  /**
   * The callback's query (`code`, `state`, or `error`) exchanged for tokens. A wrong state, a refusal at the consent
   * page or a refused code throw XeroOAuthError (`invalid_state`, `access_denied`, `invalid_grant` …).
   */
  async exchangeCode(callback: URL | URLSearchParams, expected: { state: string; codeVerifier: string }): Promise<XeroTokenSet> {
    try {
      const parameters = oauth.validateAuthResponse(this.server, this.client, callback, expected.state);
      const response = await oauth.authorizationCodeGrantRequest(
        this.server,
        this.client,
        this.clientAuth,
        parameters,
        this.settings.redirectUri,
        expected.codeVerifier,
        this.oauthOptions,
      );
      return this.tokenSet(await oauth.processAuthorizationCodeResponse(this.server, this.client, response));
    } catch (error) {
      throw toOAuthError(error);
    }
  }

  /**
   * A new token pair for the grant; Xero rotates the refresh token, so the caller must store the new one.
   * Concurrent refreshes of one grant (`grantKey`) share a single token request: a second request with the same
   * refresh token would be answered with the same pair during the grace period, or refused after it.
   */
  refresh(grantKey: string, refreshToken: string): Promise<XeroTokenSet> {
    return this.refreshes.run(grantKey, async () => {
      try {
        const response = await oauth.refreshTokenGrantRequest(this.server, this.client, this.clientAuth, refreshToken, this.oauthOptions);
        return this.tokenSet(await oauth.processRefreshTokenResponse(this.server, this.client, response));
      } catch (error) {
        throw toOAuthError(error);
      }
    });
  }

  /** Revokes the whole grant: every organisation it connected, and the refresh token. */
  async revoke(refreshToken: string): Promise<void> {
    try {
      const response = await oauth.revocationRequest(this.server, this.client, this.clientAuth, refreshToken, this.oauthOptions);
      await oauth.processRevocationResponse(response);
    } catch (error) {
      throw toOAuthError(error);
    }
  }

  private tokenSet(answer: oauth.TokenEndpointResponse): XeroTokenSet {
    if (!answer.refresh_token) throw new XeroOAuthError('invalid_scope', 'no refresh token: offline_access was not granted', 400);
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: new Date(this.now() + (answer.expires_in ?? 1800) * 1000),
      scope: answer.scope ?? '',
      authEventId: authEventIdOf(answer.access_token),
    };
  }

  // ---- connections (docs/protocols/xero.md, Connections) ----

  /** The organisations this grant reaches; with `authEventId`, only those of that consent. */
  async listConnections(accessToken: string, authEventId?: string): Promise<XeroResult<XeroConnection[]>> {
    const query = authEventId ? `?${new URLSearchParams({ authEventId })}` : '';
    const response = await this.send('GET', `/connections${query}`, { accessToken }, 'connections');
    return { data: (await response.json()) as XeroConnection[], limits: readRateLimits(response.headers) };
  }

  /** Disconnects one organisation; the grant stays valid for its others. */
  async deleteConnection(accessToken: string, connectionId: string): Promise<void> {
    await this.send('DELETE', `/connections/${encodeURIComponent(connectionId)}`, { accessToken }, `connection ${connectionId}`);
  }

  // ---- Accounting API (docs/protocols/xero.md, Calls Tapline makes) ----

  /** Active contacts whose name, email or contact number equal the given ones (all given must match). */
  async findContacts(
    context: XeroTenantContext,
    by: { name?: string; email?: string; contactNumber?: string },
  ): Promise<XeroResult<XeroContact[]>> {
    const clauses = [
      by.name === undefined ? undefined : `Name==${quoted(by.name)}`,
      by.email === undefined ? undefined : `EmailAddress==${quoted(by.email)}`,
      by.contactNumber === undefined ? undefined : `ContactNumber==${quoted(by.contactNumber)}`,
    ].filter((clause) => clause !== undefined);
    if (clauses.length === 0) throw new Error('findContacts needs a name, an email or a contact number');
    return this.collection<XeroContact>(context, 'GET', '/Contacts', 'Contacts', { query: { where: clauses.join('&&') } });
  }

  async createContact(context: XeroTenantContext, contact: NewXeroContact, options: WriteOptions = {}): Promise<XeroResult<XeroContact>> {
    return this.single<XeroContact>(context, 'PUT', '/Contacts', 'Contacts', { body: { Contacts: [contact] }, ...options });
  }

  /**
   * The contact with this exact name, else a new one. When a create loses a race (Xero: the name is already
   * assigned), the one that won is looked up and returned instead.
   */
  async findOrCreateContact(
    context: XeroTenantContext,
    contact: NewXeroContact,
    options: WriteOptions = {},
  ): Promise<XeroResult<XeroContact>> {
    const found = await this.findContacts(context, { name: contact.Name });
    if (found.data[0]) return { data: found.data[0], limits: found.limits };
    try {
      return await this.createContact(context, contact, options);
    } catch (error) {
      if (!(error instanceof XeroValidationError)) throw error;
      const again = await this.findContacts(context, { name: contact.Name });
      if (!again.data[0]) throw error;
      return { data: again.data[0], limits: again.limits };
    }
  }

  /** A sales invoice (ACCREC) or a bill (ACCPAY). Pass the same idempotencyKey when retrying an unknown outcome. */
  async createInvoice(context: XeroTenantContext, invoice: NewXeroInvoice, options: WriteOptions = {}): Promise<XeroResult<XeroInvoice>> {
    return this.single<XeroInvoice>(context, 'PUT', '/Invoices', 'Invoices', {
      query: { summarizeErrors: 'true' },
      body: { Invoices: [invoice] },
      ...options,
    });
  }

  async getInvoice(context: XeroTenantContext, invoiceId: string): Promise<XeroResult<XeroInvoice>> {
    return this.single<XeroInvoice>(context, 'GET', `/Invoices/${encodeURIComponent(invoiceId)}`, 'Invoices', {
      what: `invoice ${invoiceId}`,
    });
  }

  /**
   * The look-up before re-creating after an unknown outcome (docs/protocols/xero.md, Idempotency): by number and/or
   * reference; and the payment poll: by ids, only those changed since `modifiedSince` (`If-Modified-Since`).
   */
  async findInvoices(
    context: XeroTenantContext,
    by: {
      invoiceNumber?: string;
      reference?: string;
      contactId?: string;
      type?: XeroInvoiceType;
      ids?: readonly string[];
      modifiedSince?: Date;
    },
  ): Promise<XeroResult<XeroInvoice[]>> {
    const query: Record<string, string> = {};
    if (by.ids !== undefined && by.ids.length > 0) query.IDs = by.ids.join(',');
    if (by.invoiceNumber !== undefined) query.InvoiceNumbers = by.invoiceNumber;
    if (by.contactId !== undefined) query.ContactIDs = by.contactId;
    const clauses = [
      by.reference === undefined ? undefined : `Reference==${quoted(by.reference)}`,
      by.type === undefined ? undefined : `Type==${quoted(by.type)}`,
    ].filter((clause) => clause !== undefined);
    if (clauses.length > 0) query.where = clauses.join('&&');
    if (Object.keys(query).length === 0) throw new Error('findInvoices needs ids, a number, a reference or a contact');
    const headers = by.modifiedSince ? { 'If-Modified-Since': by.modifiedSince.toISOString() } : undefined;
    return this.collection<XeroInvoice>(context, 'GET', '/Invoices', 'Invoices', { query, headers });
  }

  /**
   * Moves an invoice on: `VOIDED` (authorised and unpaid) or `DELETED` (draft or submitted) when an order is
   * cancelled, `AUTHORISED` to approve a draft. Xero refuses other moves with a ValidationException.
   */
  async updateInvoiceStatus(
    context: XeroTenantContext,
    invoiceId: string,
    status: 'SUBMITTED' | 'AUTHORISED' | 'VOIDED' | 'DELETED',
    options: WriteOptions = {},
  ): Promise<XeroResult<XeroInvoice>> {
    return this.single<XeroInvoice>(context, 'POST', `/Invoices/${encodeURIComponent(invoiceId)}`, 'Invoices', {
      body: { Invoices: [{ InvoiceID: invoiceId, Status: status }] },
      what: `invoice ${invoiceId}`,
      ...options,
    });
  }

  /** A credit note: ACCRECCREDIT in a supplier's books, ACCPAYCREDIT in a venue's. Same idempotency as invoices. */
  async createCreditNote(
    context: XeroTenantContext,
    note: NewXeroCreditNote,
    options: WriteOptions = {},
  ): Promise<XeroResult<XeroCreditNote>> {
    return this.single<XeroCreditNote>(context, 'PUT', '/CreditNotes', 'CreditNotes', {
      query: { summarizeErrors: 'true' },
      body: { CreditNotes: [note] },
      ...options,
    });
  }

  /** One credit note with its Allocations and RemainingCredit. */
  async getCreditNote(context: XeroTenantContext, creditNoteId: string): Promise<XeroResult<XeroCreditNote>> {
    return this.single<XeroCreditNote>(context, 'GET', `/CreditNotes/${encodeURIComponent(creditNoteId)}`, 'CreditNotes', {
      what: `credit note ${creditNoteId}`,
    });
  }

  /** The look-up before re-creating a credit note: by its number, type and contact (GET /CreditNotes has no number list). */
  async findCreditNotes(
    context: XeroTenantContext,
    by: { creditNoteNumber: string; type: XeroCreditNoteType; contactId: string },
  ): Promise<XeroResult<XeroCreditNote[]>> {
    const where = `CreditNoteNumber==${quoted(by.creditNoteNumber)}&&Type==${quoted(by.type)}&&Contact.ContactID==${quoted(by.contactId)}`;
    return this.collection<XeroCreditNote>(context, 'GET', '/CreditNotes', 'CreditNotes', { query: { where } });
  }

  /** Applies the credit note to an invoice (`PUT /CreditNotes/{id}/Allocations`); answers the allocation made. */
  async allocateCreditNote(
    context: XeroTenantContext,
    creditNoteId: string,
    allocation: { invoiceId: string; amount: number; date: string },
    options: WriteOptions = {},
  ): Promise<XeroResult<XeroAllocation>> {
    return this.single<XeroAllocation>(context, 'PUT', `/CreditNotes/${encodeURIComponent(creditNoteId)}/Allocations`, 'Allocations', {
      body: { Allocations: [{ Invoice: { InvoiceID: allocation.invoiceId }, Amount: allocation.amount, Date: allocation.date }] },
      what: `credit note ${creditNoteId}`,
      ...options,
    });
  }

  /** The chart of accounts, by code; active only unless asked. */
  async listAccounts(context: XeroTenantContext, options: { includeArchived?: boolean } = {}): Promise<XeroResult<XeroAccount[]>> {
    const query: Record<string, string> = { order: 'Code ASC' };
    if (!options.includeArchived) query.where = 'Status=="ACTIVE"';
    return this.collection<XeroAccount>(context, 'GET', '/Accounts', 'Accounts', { query });
  }

  async listTaxRates(context: XeroTenantContext, options: { includeArchived?: boolean } = {}): Promise<XeroResult<XeroTaxRate[]>> {
    const query: Record<string, string> = options.includeArchived ? {} : { where: 'Status=="ACTIVE"' };
    return this.collection<XeroTaxRate>(context, 'GET', '/TaxRates', 'TaxRates', { query });
  }

  // ---- transport ----

  private async collection<T>(
    context: XeroTenantContext,
    method: string,
    path: string,
    key: string,
    request: { query?: Record<string, string>; body?: unknown; what?: string; headers?: Record<string, string> } & WriteOptions,
  ): Promise<XeroResult<T[]>> {
    const search = request.query && Object.keys(request.query).length > 0 ? `?${new URLSearchParams(request.query)}` : '';
    const isWrite = method === 'PUT' || method === 'POST';
    const response = await this.send(
      method,
      `${ACCOUNTING}${path}${search}`,
      {
        accessToken: context.accessToken,
        tenantId: context.tenantId,
        body: request.body,
        // every write carries one, so a network retry of it can never double-post (docs/protocols/xero.md, Idempotency)
        idempotencyKey: isWrite ? (request.idempotencyKey ?? randomUUID()) : undefined,
        headers: request.headers,
      },
      request.what ?? key,
    );
    const envelope = (await response.json()) as Record<string, unknown>;
    const items = envelope[key];
    if (!Array.isArray(items)) throw new XeroError(`Xero's answer has no ${key}`, response.status);
    return { data: items as T[], limits: readRateLimits(response.headers) };
  }

  private async single<T>(
    context: XeroTenantContext,
    method: string,
    path: string,
    key: string,
    request: { query?: Record<string, string>; body?: unknown; what?: string } & WriteOptions,
  ): Promise<XeroResult<T>> {
    const { data, limits } = await this.collection<T>(context, method, path, key, request);
    if (data.length === 0) throw new XeroError(`Xero's answer has no ${key}`, 200, limits);
    return { data: data[0] as T, limits };
  }

  private async send(
    method: string,
    pathAndQuery: string,
    request: { accessToken: string; tenantId?: string; body?: unknown; idempotencyKey?: string; headers?: Record<string, string> },
    what: string,
  ): Promise<Response> {
    const headers = new Headers({ ...request.headers, Authorization: `Bearer ${request.accessToken}`, Accept: 'application/json' });
    // never on /connections (docs/protocols/xero.md, Request headers)
    if (request.tenantId) headers.set('xero-tenant-id', request.tenantId);
    if (request.idempotencyKey) headers.set('Idempotency-Key', request.idempotencyKey);
    if (request.body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await this.fetchImpl(`${this.settings.apiBaseUrl}${pathAndQuery}`, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw await xeroErrorFrom(response, what);
    return response;
  }
}

import { CreatedApiKey, type CreateApiKeyInput } from '@tapline/contracts';
import { callAs, type Caller } from './auth-kit';
import { parseAnswer } from './parse-answer';
import type { TestApp } from './test-app';

/** A new key of the organisation, made through the API by `owner` (an owner or admin of it). */
export async function createApiKeyThrough(
  app: TestApp,
  owner: Caller,
  organisation: { type: 'venue' | 'supplier'; id: string },
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  return parseAnswer(await callAs(app, owner, 'POST', `/api/${organisation.type}s/${organisation.id}/api-keys`, input), 201, CreatedApiKey);
}

/** A call made with an API key (and the app key, as every call carries it). */
export function callWithKey(
  app: TestApp,
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.api({ method, url, payload: payload as never, headers: { authorization: `Bearer ${key}` } });
}

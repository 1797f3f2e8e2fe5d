import { API_KEY_NAME_MAX, API_KEY_SCOPE_WORDS, API_KEY_SCOPES_OF, type ApiKeyScope, type CreatedApiKey } from '@tapline/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { OrganisationKey } from '@/features/organisations';
import { fieldErrors } from '@/lib/api-client';
import { useCreateApiKey } from '../api/api-keys';

const EXPIRIES = [
  { value: '', label: 'Never (until revoked)' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
] as const;

const DAY_MS = 86_400_000;

/**
 * The "New key" form: a name, the scopes that fit the organisation (a checklist, at least one), an optional expiry.
 * On success the page shows the key's secret, once.
 */
export function NewApiKeyForm({
  organisation,
  onCreated,
  onCancel,
}: {
  organisation: OrganisationKey;
  onCreated: (key: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiKey(organisation);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const choices: readonly ApiKeyScope[] = API_KEY_SCOPES_OF[organisation.type];

  /** a field's message goes once the field is changed */
  const forget = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  function toggle(scope: ApiKeyScope, on: boolean) {
    setScopes((current) => (on ? [...current, scope] : current.filter((held) => held !== scope)));
    forget('scopes');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name the key after what will use it (“Till”, “ERP”)';
    if (scopes.length === 0) found.scopes = 'Choose at least one scope';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const expiresAt = expiry ? new Date(Date.now() + Number(expiry) * DAY_MS).toISOString() : null;
    create.mutate(
      { name: name.trim(), scopes: choices.filter((scope) => scopes.includes(scope)), expiresAt },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const fields = Object.fromEntries(fieldErrors(error).map((issue) => [issue.field, issue.message]));
          setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5 rounded-xl border border-line bg-white p-4 sm:p-5" aria-labelledby="new-api-key-title">
      <h2 id="new-api-key-title" className="text-lg font-semibold text-ink">
        New API key
      </h2>
      <TextField
        label="Name"
        value={name}
        maxLength={API_KEY_NAME_MAX}
        error={errors.name}
        hint="What will use it, so you know which key to revoke."
        onChange={(event) => {
          setName(event.target.value);
          forget('name');
        }}
      />
      <fieldset aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend className="text-sm font-semibold text-ink">Scopes</legend>
        <p className="mt-1 text-sm text-ink-soft">The key calls only what these allow; never your team, keys or integrations.</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {choices.map((scope) => (
            <li key={scope}>
              <label className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm text-ink">
                <input
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0 accent-malt-700"
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
                <span>
                  <span className="block font-mono text-xs font-semibold">{scope}</span>
                  <span className="text-ink-soft">{API_KEY_SCOPE_WORDS[scope]}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.scopes ? (
          <p id="api-key-scopes-error" className="mt-2 text-sm text-red-700">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        label="Expires"
        className="sm:max-w-xs"
        options={EXPIRIES}
        value={expiry}
        error={errors.expiresAt}
        onChange={(event) => setExpiry(event.target.value)}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </div>
    </form>
  );
}

import type { XeroCallbackResult } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { RadioCard } from '@/components/ui/radio-card';
import { useChooseXeroTenant } from '../api/xero-callback';
import { XeroMark } from './xero-mark';

type Choose = Extract<XeroCallbackResult, { outcome: 'choose' }>;
type Connected = Extract<XeroCallbackResult, { outcome: 'connected' }>;

/**
 * Xero let the person into several Xero organisations: they pick the one this venue or supplier uses. The first is
 * chosen to start with, so Continue always has something to send.
 */
export function XeroTenantChooser({ choice, onConnected }: { choice: Choose; onConnected: (result: Connected) => void }) {
  const [tenantId, setTenantId] = useState(choice.tenants[0]?.tenantId ?? '');
  const choose = useChooseXeroTenant();
  const busy = choose.isPending || choose.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !tenantId) return;
    choose.mutate(
      { state: choice.state, tenantId },
      {
        onSuccess: (result) => {
          if (result.outcome === 'connected') onConnected(result);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <XeroMark />
        <h1 className="min-w-0 text-xl font-bold tracking-tight text-ink sm:text-2xl">
          Which Xero organisation should {choice.organisation.name} use?
        </h1>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        You allowed Tapline into more than one.{' '}
        {choice.organisation.type === 'supplier' ? 'Invoices for the orders you accept' : 'Bills for your orders'} go to the one you choose.
      </p>
      <fieldset className="mt-4 min-w-0">
        <legend className="sr-only">Xero organisation</legend>
        <div className="space-y-2">
          {choice.tenants.map((tenant) => (
            <RadioCard
              key={tenant.tenantId}
              name="tenant"
              value={tenant.tenantId}
              checked={tenant.tenantId === tenantId}
              onChange={() => setTenantId(tenant.tenantId)}
            >
              <span className="min-w-0 break-words font-medium text-ink">{tenant.tenantName}</span>
            </RadioCard>
          ))}
        </div>
      </fieldset>
      {choose.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {choose.error.message}
        </p>
      ) : null}
      <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Connecting…' : 'Continue'}
      </Button>
    </form>
  );
}

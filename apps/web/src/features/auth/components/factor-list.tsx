import { MessageSquare, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinesSkeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useFactors } from '../api/list-factors';
import { authErrorMessage } from '../auth-error-message';
import { factorName, factorTypeLabel, maskPhone, type MfaFactor } from '../factors';
import { FormError } from './form-error';
import { RemoveFactorDialog } from './remove-factor-dialog';

function FactorStatus({ factor }: { factor: MfaFactor }) {
  return factor.status === 'verified' ? <Badge tone="success">Verified</Badge> : <Badge>Not verified</Badge>;
}

function FactorIcon({ factor }: { factor: MfaFactor }) {
  const Icon = factor.factor_type === 'phone' ? MessageSquare : Smartphone;
  return <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-malt-700" />;
}

/**
 * The person's second factors (name, kind, status, added), with Remove when `manage`; the profile page shows
 * the same list without it.
 */
export function FactorList({ manage = false }: { manage?: boolean }) {
  const factorsQuery = useFactors();
  if (factorsQuery.isPending) {
    return <LinesSkeleton lines={['h-14 w-full']} />;
  }
  if (factorsQuery.isError) {
    return (
      <FormError message={`Your second factors could not be loaded. ${authErrorMessage(factorsQuery.error)}`}>
        <Button variant="secondary" className="mt-2" onClick={() => void factorsQuery.refetch()}>
          Retry
        </Button>
      </FormError>
    );
  }
  const factors = factorsQuery.data;
  if (factors.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-stone-300 bg-white p-4 text-sm text-ink-soft">
        No second factor yet: signing in needs only your password. Add an authenticator app or a phone to protect your account.
      </p>
    );
  }
  return (
    <ul aria-label="Second factors" className="divide-y divide-line rounded-xl border border-line bg-white">
      {factors.map((factor) => (
        <li key={factor.id} className="flex flex-wrap items-start gap-3 p-4">
          <FactorIcon factor={factor} />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
              <span className="break-words">{factorName(factor)}</span>
              <FactorStatus factor={factor} />
            </p>
            <p className="mt-0.5 text-sm text-ink-soft">
              {factorTypeLabel(factor.factor_type)}
              {factor.factor_type === 'phone' && factor.phone ? ` · ${maskPhone(factor.phone)}` : ''} · added{' '}
              {formatDate(factor.created_at)}
            </p>
            {manage && factor.status !== 'verified' ? (
              <p className="mt-1 text-sm text-ink-soft">Setting it up was not finished: remove it, or add it again below.</p>
            ) : null}
          </div>
          {manage ? <RemoveFactorDialog factor={factor} /> : null}
        </li>
      ))}
    </ul>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { MessageSquare, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RadioCard } from '@/components/ui/radio-card';
import { LinesSkeleton } from '@/components/ui/skeleton';
import { useFactors } from '../api/list-factors';
import { useChallengeFactor } from '../api/verify-factor';
import { authErrorMessage } from '../auth-error-message';
import { factorName, maskPhone, usableFactors, type MfaFactor } from '../factors';
import { safeRedirect } from '../redirect-target';
import { useSupabaseAuth } from '../supabase-auth-provider';
import { FormError } from './form-error';
import { CodeEntryForm, useCodeEntry } from './code-entry';

/**
 * The second step of signing in: choose a factor when there are several, get a code (an SMS for a phone),
 * enter it; then on to where the person was going.
 */
export function MfaChallenge({ redirect }: { redirect: string | undefined }) {
  const { signOut } = useSupabaseAuth();
  const navigate = useNavigate();
  const factorsQuery = useFactors();
  const factors = usableFactors(factorsQuery.data ?? []);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const factor = factors.find((item) => item.id === chosenId) ?? factors[0];

  async function switchAccount() {
    await signOut();
    await navigate({ to: '/auth/login', search: { redirect }, replace: true });
  }

  return (
    <div className="space-y-6">
      {factorsQuery.isPending ? (
        <LinesSkeleton lines={['h-4 w-3/4', 'mt-3 h-11 w-48']} />
      ) : factorsQuery.isError ? (
        <FormError message={authErrorMessage(factorsQuery.error)}>
          <Button variant="secondary" className="mt-2" onClick={() => void factorsQuery.refetch()}>
            Retry
          </Button>
        </FormError>
      ) : !factor ? (
        <FormError message="Your account has no second factor that can be used here. Sign in again, or ask Tapline support for help." />
      ) : (
        <>
          {factors.length > 1 ? <FactorChoice factors={factors} chosen={factor} onChoose={setChosenId} /> : null}
          {/* a fresh form per factor: its code, challenge and error don't carry over */}
          <FactorCodeForm
            key={factor.id}
            factor={factor}
            onVerified={() => void navigate({ href: safeRedirect(redirect), replace: true })}
          />
        </>
      )}
      <p className="border-t border-line pt-4 text-sm text-ink-soft">
        Not you?{' '}
        <Button variant="ghost" className="px-2 text-malt-700" onClick={() => void switchAccount()}>
          Use another account
        </Button>
      </p>
    </div>
  );
}

function FactorChoice({ factors, chosen, onChoose }: { factors: MfaFactor[]; chosen: MfaFactor; onChoose: (id: string) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-ink">Confirm with</legend>
      <div className="space-y-2">
        {factors.map((item) => (
          <RadioCard key={item.id} name="factor" value={item.id} checked={item.id === chosen.id} onChange={() => onChoose(item.id)}>
            {item.factor_type === 'phone' ? (
              <MessageSquare aria-hidden="true" className="h-5 w-5 shrink-0 text-malt-700" />
            ) : (
              <Smartphone aria-hidden="true" className="h-5 w-5 shrink-0 text-malt-700" />
            )}
            <span className="min-w-0">
              <span className="block font-medium text-ink">{factorName(item)}</span>
              <span className="block text-sm text-ink-soft">
                {item.factor_type === 'phone' ? `A text message to ${maskPhone(item.phone ?? '')}` : 'A code from your authenticator app'}
              </span>
            </span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}

function FactorCodeForm({ factor, onVerified }: { factor: MfaFactor; onVerified: () => void }) {
  const challenge = useChallengeFactor();
  const isPhone = factor.factor_type === 'phone';
  const sentTo = maskPhone(factor.phone ?? '');
  const challengeId = challenge.data?.challengeId;
  const entry = useCodeEntry({ factorId: factor.id, challengeId, bySms: isPhone, onVerified });

  function sendCode() {
    entry.setFailure(null);
    challenge.mutate(factor.id, {
      onSuccess: () => entry.focusField(),
      onError: (error) => entry.setFailure(authErrorMessage(error)),
    });
  }

  if (isPhone && !challengeId) {
    return (
      <div className="space-y-4">
        <p className="text-ink">We’ll send a 6-digit code by text message to {sentTo}.</p>
        <FormError message={entry.failure} />
        <Button onClick={sendCode} disabled={challenge.isPending}>
          {challenge.isPending ? 'Sending…' : 'Text me a code'}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p role="status" className="text-ink">
        {isPhone
          ? `We sent a 6-digit code by text message to ${sentTo}. It works for 5 minutes.`
          : `Open your authenticator app (${factorName(factor)}) and enter the 6-digit code it shows for Tapline.`}
      </p>
      <CodeEntryForm entry={entry} submitLabel="Verify" autoFocus>
        {isPhone ? (
          <Button variant="secondary" onClick={sendCode} disabled={challenge.isPending}>
            Send a new code
          </Button>
        ) : null}
      </CodeEntryForm>
    </div>
  );
}

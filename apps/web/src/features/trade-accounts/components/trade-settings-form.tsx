import { TRADE_TERMS_MAX, type SupplierTradeSettings } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { DetailRow } from '@/components/ui/detail-row';
import { SaveBar } from '@/components/ui/save-bar';
import { SettingsSection } from '@/components/ui/titled-section';
import { TextareaField } from '@/components/ui/textarea-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateTradeSettings } from '../api/change-trade';

const ONLY_ACCOUNTS = 'Only venues with a trade account can order';
const ANY_VENUE = 'Any venue can order: on delivery terms until you approve its account';

/** What members read: the rule and the terms as they are. */
function TradeSettingsRead({ settings }: { settings: SupplierTradeSettings }) {
  return (
    <SettingsSection title="Trade accounts" headingId="trade-settings-heading">
      <dl className="mt-2 divide-y divide-line">
        <DetailRow term="Who can order">{settings.accountsRequired ? ONLY_ACCOUNTS : ANY_VENUE}</DetailRow>
        <DetailRow term="Trade terms">
          {settings.terms.trim() ? (
            <span className="whitespace-pre-line">{settings.terms}</span>
          ) : (
            <span className="text-ink-soft">None written</span>
          )}
        </DetailRow>
      </dl>
    </SettingsSection>
  );
}

/**
 * A supplier's trade account settings (owners and admins): whether only venues with an account may order, and the
 * trade terms a venue reads and accepts when it applies. Changing the terms makes a new version: an application
 * names the one it accepted. Members read them.
 */
export function TradeSettingsForm({
  supplierId,
  settings,
  canManage,
}: {
  supplierId: string;
  settings: SupplierTradeSettings;
  canManage: boolean;
}) {
  const [accountsRequired, setAccountsRequired] = useState(settings.accountsRequired);
  const [terms, setTerms] = useState(settings.terms);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateTradeSettings(supplierId);
  if (!canManage) return <TradeSettingsRead settings={settings} />;
  const dirty = accountsRequired !== settings.accountsRequired || terms !== settings.terms;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    update.mutate(
      { accountsRequired, terms },
      {
        onSuccess: (saved) => {
          setAccountsRequired(saved.accountsRequired);
          setTerms(saved.terms);
          toast.success('Trade account settings saved');
        },
        onError: (failure) => {
          const message = fieldErrors(failure).find((issue) => issue.field === 'terms')?.message;
          if (message) setError(message);
          else toast.error(failure.message);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Trade account settings" className="space-y-6">
      <SettingsSection title="Who can order" headingId="who-heading">
        <label className="mt-3 flex items-start gap-3 text-ink">
          <input
            type="checkbox"
            role="switch"
            className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-malt-700 checked:before:translate-x-5 motion-reduce:transition-none motion-reduce:before:transition-none"
            checked={accountsRequired}
            onChange={(event) => setAccountsRequired(event.currentTarget.checked)}
          />
          <span>
            <span className="block font-medium">{ONLY_ACCOUNTS}</span>
            <span className="block text-sm text-ink-soft">
              {accountsRequired
                ? 'A venue without an account sees “Apply for a trade account” and can’t send you an order.'
                : 'Off: any venue can order from you, paying on delivery until you approve its account.'}
            </span>
          </span>
        </label>
      </SettingsSection>
      <SettingsSection title="Trade terms" headingId="terms-text-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          What a venue reads and accepts when it applies: payment, delivery, returns, title and anything else you ask of it.
        </p>
        <TextareaField
          label="Your trade terms"
          className="mt-3"
          rows={12}
          maxLength={TRADE_TERMS_MAX}
          value={terms}
          error={error}
          hint={`${terms.length.toLocaleString('en-AU')} of ${TRADE_TERMS_MAX.toLocaleString('en-AU')} characters. A change applies to applications sent after it.`}
          onChange={(event) => setTerms(event.currentTarget.value)}
        />
      </SettingsSection>
      <SaveBar dirty={dirty}>
        <Button type="submit" disabled={!dirty || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </SaveBar>
      <UnsavedChangesGuard when={dirty && !update.isPending} />
    </form>
  );
}

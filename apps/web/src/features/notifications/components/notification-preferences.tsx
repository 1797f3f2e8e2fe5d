import type { NotificationPreference } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { LoadingRows } from '@/components/ui/skeleton';
import { notificationPreferencesQueryOptions, useSetNotificationPreferences } from '../api/notification-preferences';

type Choice = 'newOrders' | 'statusChanges' | 'dailyDigest';

/** The choices in the order shown; new orders and the digest reach only a supplier's people. */
const choices: { key: Choice; label: string; suppliersOnly: boolean }[] = [
  { key: 'newOrders', label: 'New orders', suppliersOnly: true },
  { key: 'statusChanges', label: 'Order status changes', suppliersOnly: false },
  { key: 'dailyDigest', label: 'Daily digest at 7 am', suppliersOnly: true },
];

/**
 * The profile's "Email notifications": per organisation, which order mails the person gets. New orders and the
 * morning digest reach only a supplier's people, so a venue shows status changes alone (no setting that does
 * nothing). Each change is saved at once, with a toast; the bell keeps every notification whatever is chosen here.
 */
export function NotificationPreferences({ userId }: { userId: string }) {
  const preferences = useQuery(notificationPreferencesQueryOptions(userId));
  const save = useSetNotificationPreferences(userId);

  const change = (preference: NotificationPreference, choice: Choice, value: boolean) => {
    const next = {
      newOrders: preference.newOrders,
      statusChanges: preference.statusChanges,
      dailyDigest: preference.dailyDigest,
      [choice]: value,
    };
    save.mutate(
      { organisationId: preference.organisation.id, ...next },
      {
        onSuccess: () => toast.success(`Email preferences saved for ${preference.organisation.name}`),
        onError: (error) => toast.error(`Your email preferences weren’t saved: ${error.message}`),
      },
    );
  };

  if (preferences.isPending) {
    return (
      <LoadingRows
        count={1}
        className="rounded-xl border border-line bg-white p-4"
        rowClassName="space-y-3"
        lines={['h-5 w-1/3', 'h-4 w-1/2']}
      />
    );
  }
  if (preferences.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-white p-4 text-sm">
        <p className="font-semibold text-ink">Your email preferences didn’t load.</p>
        <button
          type="button"
          className="mt-2 font-semibold text-malt-700 underline-offset-4 hover:underline"
          onClick={() => void preferences.refetch()}
        >
          Retry
        </button>
      </div>
    );
  }
  if (preferences.data.items.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-white p-4 text-sm text-ink-soft">
        Once you belong to a venue or supplier, you can choose its emails here.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-white">
      {preferences.data.items.map((preference) => {
        return (
          <li key={preference.organisation.id} className="p-4 sm:px-6">
            <fieldset>
              <legend className="font-semibold text-ink">
                {preference.organisation.name}
                <span className="ml-2 text-sm font-normal text-ink-soft">
                  {preference.organisation.type === 'supplier' ? 'Supplier' : 'Venue'}
                </span>
              </legend>
              <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
                {choices
                  .filter((choice) => !choice.suppliersOnly || preference.organisation.type === 'supplier')
                  .map((choice) => (
                    <label key={choice.key} className="inline-flex items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-malt-700"
                        checked={preference[choice.key]}
                        onChange={(event) => change(preference, choice.key, event.target.checked)}
                      />
                      {choice.label}
                    </label>
                  ))}
              </div>
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}

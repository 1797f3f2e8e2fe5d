import { useNavigate } from '@tanstack/react-router';

/** The month a statements page shows, in the address (`?month=`); up to the supplier's current month. */
export function StatementMonthPicker({ month, latest }: { month: string; latest: string }) {
  const navigate = useNavigate();
  return (
    <label className="block text-sm font-medium text-ink">
      Month
      <input
        type="month"
        className="mt-1 block h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base sm:w-48"
        value={month}
        max={latest}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next && next <= latest) void navigate({ to: '.', search: { month: next === latest ? undefined : next }, replace: true });
        }}
      />
    </label>
  );
}

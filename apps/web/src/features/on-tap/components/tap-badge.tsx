import { TapNumber } from '@/components/ui/tap-number';

/** The tap's number in its round badge; a beer without one shows a dash (read out as "no tap yet"). */
export function TapNumberBadge({ tapNumber }: { tapNumber: number | null }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 border-malt-600 bg-malt-50 text-base font-bold tabular-nums text-malt-800">
      <TapNumber
        tapNumber={tapNumber}
        none={
          <>
            <span aria-hidden="true">–</span>
            <span className="sr-only">No tap yet</span>
          </>
        }
      />
    </span>
  );
}

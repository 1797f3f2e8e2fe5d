import type { TradeAccountStatus, TradeApplicationStatus } from '@tapline/contracts';
import { ACCOUNT_STATUS_LOOK, APPLICATION_STATUS_LOOK } from '../trade-words';

function Chip({ className, children }: { className: string; children: string }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

/** An account's state with its word: active, on hold, closed. */
export function AccountStatusChip({ status }: { status: TradeAccountStatus }) {
  const look = ACCOUNT_STATUS_LOOK[status];
  return <Chip className={look.className}>{look.label}</Chip>;
}

/** An application's state: waiting, approved, declined, withdrawn. */
export function ApplicationStatusChip({ status }: { status: TradeApplicationStatus }) {
  const look = APPLICATION_STATUS_LOOK[status];
  return <Chip className={look.className}>{look.label}</Chip>;
}

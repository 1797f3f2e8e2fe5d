import type { Address } from '@tapline/contracts';

/** An address as it is written on an envelope: the street on one line, suburb, state and postcode on the next. */
export function PostalAddress({ address, className = '' }: { address: Address; className?: string }) {
  return (
    <address className={`not-italic ${className}`.trim()}>
      {address.line1}
      {address.line2 ? <>, {address.line2}</> : null}
      <br />
      {address.suburb} {address.state} {address.postcode}
    </address>
  );
}

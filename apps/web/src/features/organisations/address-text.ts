import type { AddressKind } from './settings-form';
import type { OrganisationType } from './organisation-ref';

export interface AddressText {
  title: string;
  /** the switch that adds the address in the edit form */
  toggle: string;
  /** what the address is for, in the words of this type of organisation */
  hint: string;
}

const DELIVERY_HINT: Record<OrganisationType, string> = {
  // suppliers deliver a venue's orders
  venue: 'Where suppliers deliver your orders, if not the street address.',
  // a supplier sends orders out; this is where things sent to the supplier arrive
  supplier: 'Where deliveries to you arrive, if not the street address.',
};

/** The labels of an address kind for a venue or a supplier (the edit form and the settings home say the same). */
export function addressText(type: OrganisationType, kind: AddressKind): AddressText {
  switch (kind) {
    case 'physical':
      return { title: 'Street address', toggle: 'Show a street address', hint: 'Shown on your public page.' };
    case 'delivery':
      return { title: 'Delivery address', toggle: 'Add a delivery address', hint: DELIVERY_HINT[type] };
    case 'billing':
      return { title: 'Billing address', toggle: 'Add a billing address', hint: 'Printed on invoices.' };
  }
}

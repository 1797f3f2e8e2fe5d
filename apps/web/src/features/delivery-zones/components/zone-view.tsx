import type { DeliveryZone } from '@tapline/contracts';
import { DetailRow } from '@/components/ui/detail-row';
import { Price } from '@/components/ui/price';
import { SettingsSection } from '@/components/ui/titled-section';
import { formatClock, formatMoney, plural } from '@/lib/format';
import { localitiesSummary, localityText } from '../zone-form';
import { shortDays, type UsualRules } from '../zone-words';

/** A delivery zone as members read it: its rules (the empty ones as the supplier's usual), its fee and its localities. */
export function ZoneView({ zone, currency, usual }: { zone: DeliveryZone; currency: string; usual: UsualRules }) {
  const usualMinimum = usual.minimumOrderCents === null ? 'none' : formatMoney(usual.minimumOrderCents, currency);
  return (
    <div className="space-y-6">
      <SettingsSection title="Delivery" headingId="zone-delivery-heading">
        <dl className="mt-2 divide-y divide-line">
          <DetailRow term="Delivery days">{shortDays(zone.deliveryWeekdays)}</DetailRow>
          <DetailRow term="Order cut-off">
            {zone.orderCutoffTime
              ? formatClock(zone.orderCutoffTime)
              : `Your usual (${usual.orderCutoffTime ? formatClock(usual.orderCutoffTime) : 'none'})`}
          </DetailRow>
          <DetailRow term="Lead time">{plural(zone.leadDays ?? usual.leadDays ?? 1, 'day')}</DetailRow>
          <DetailRow term="Minimum order">
            {zone.minimumOrderCents !== null ? (
              <Price cents={zone.minimumOrderCents} currency={currency} />
            ) : (
              `Your usual (${usualMinimum})`
            )}
          </DetailRow>
          <DetailRow term="Delivery fee">
            {zone.deliveryFeeCents === 0 ? 'Free' : <Price cents={zone.deliveryFeeCents} currency={currency} />}
          </DetailRow>
        </dl>
      </SettingsSection>
      <SettingsSection title={`Where: ${localitiesSummary(zone.localities)}`} headingId="zone-where-heading">
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {zone.localities.map((locality) => (
            <li key={localityText(locality)} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs tabular-nums text-ink">
              {localityText(locality)}
            </li>
          ))}
        </ul>
      </SettingsSection>
    </div>
  );
}

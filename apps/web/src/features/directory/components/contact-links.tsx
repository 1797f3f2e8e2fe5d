import { Mail, Phone } from 'lucide-react';

/** stacked in a side panel (venue page), or one wrapping line under the description (supplier page) */
const layouts = {
  stacked: { list: 'mt-1 space-y-1 text-ink-soft', item: 'gap-2' },
  inline: { list: 'mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft', item: 'gap-1.5' },
};

/** Phone and email as tap-to-call and mail links; nothing when the organisation lists neither. */
export function ContactLinks({ phone, email, layout }: { phone: string | null; email: string | null; layout: keyof typeof layouts }) {
  if (!phone && !email) return null;
  const { list, item } = layouts[layout];
  return (
    <ul className={list}>
      {phone ? (
        <li className={`flex items-center ${item}`}>
          <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
          <a href={`tel:${phone.replace(/\s+/g, '')}`} className="underline-offset-4 hover:underline">
            <span className="sr-only">Phone </span>
            {phone}
          </a>
        </li>
      ) : null}
      {email ? (
        <li className={`flex min-w-0 items-center ${item}`}>
          <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
          <a href={`mailto:${email}`} className="min-w-0 break-all underline-offset-4 hover:underline">
            <span className="sr-only">Email </span>
            {email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

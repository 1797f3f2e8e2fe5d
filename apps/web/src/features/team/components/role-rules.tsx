import { RoleChip } from './role-chip';
import { ROLE_SUMMARIES, rolesOf } from '../roles';

/** What each role of the organisation's type may do, and the rules that surprise people. */
export function RoleRules({ type }: { type: 'venue' | 'supplier' }) {
  return (
    <aside aria-labelledby="rules-heading" className="rounded-xl border border-line bg-malt-50/50 p-5">
      <h2 id="rules-heading" className="font-semibold text-ink">
        What each role can do
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {rolesOf(type).map((role) => (
          <div key={role}>
            <dt>
              <RoleChip role={role} />
            </dt>
            <dd className="mt-1 text-ink-soft">{ROLE_SUMMARIES[role]}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 list-disc space-y-1 border-t border-line pt-4 pl-5 text-sm text-ink-soft">
        <li>Every organisation keeps at least one owner: the last owner can’t be demoted or removed.</li>
        <li>Admins can’t make owners, or change or remove an owner.</li>
        {type === 'venue' ? (
          <li>A buyer’s order over their limit per order or per week goes to an owner or admin for approval, as a staff member’s does.</li>
        ) : null}
      </ul>
    </aside>
  );
}

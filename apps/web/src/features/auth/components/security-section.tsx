import { useAuthSettings } from '../api/get-auth-settings';
import { phoneFactorsAvailable } from '../factors';
import { FactorList } from './factor-list';
import { PhoneEnrolmentPanel } from './phone-enrolment';
import { TotpEnrolmentPanel } from './totp-enrolment';

/** Profile → Security: the second factors, and adding an authenticator app, or a phone when texts can be sent. */
export function SecuritySection() {
  const { data: settings } = useAuthSettings();
  const phone = phoneFactorsAvailable(settings);
  return (
    <section id="security" aria-labelledby="security-heading" className="scroll-mt-20">
      <h2 id="security-heading" className="text-xl font-bold text-ink">
        Security
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        A second factor asks for a code after your password, so a stolen password alone can’t open your account.
      </p>
      <div className="mt-4">
        <FactorList manage />
      </div>
      <div className={`mt-6 grid gap-6 ${phone ? 'md:grid-cols-2' : ''}`}>
        <div className="rounded-xl border border-line bg-white p-4">
          <h3 className="font-semibold text-ink">Authenticator app</h3>
          <p className="mb-3 mt-1 text-sm text-ink-soft">Codes from an app on your phone; works without signal.</p>
          <TotpEnrolmentPanel />
        </div>
        {phone && (
          <div className="rounded-xl border border-line bg-white p-4">
            <h3 className="font-semibold text-ink">Phone</h3>
            <p className="mb-3 mt-1 text-sm text-ink-soft">Codes by text message.</p>
            <PhoneEnrolmentPanel />
          </div>
        )}
      </div>
    </section>
  );
}

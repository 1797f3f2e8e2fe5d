// The auth feature's public surface: other features and routes import these, never its files (docs/conventions.md, Boundaries).
export { useSupabaseAuth } from './supabase-auth-provider';
export { nextStepAfterSignIn, mfaStepHref, secondFactorPending, secondFactorPendingOnServer } from './assurance';
export { requireSignedIn } from './signed-in-guard';
export { LoginForm } from './components/login-form';
export { OAuthButtons } from './components/oauth-buttons';
export { RedirectSearch, safeRedirect } from './redirect-target';
export { authErrorMessage } from './auth-error-message';
export { ForgotPasswordLink } from './components/forgot-password-link';
export { isRecoveryLanding } from './auth-landing';
export { FormError } from './components/form-error';
export { NewPasswordForm } from './components/new-password-form';
export { RequestResetForm } from './components/request-reset-form';
export { MfaChallenge } from './components/mfa-challenge';
export { NameForm } from './components/name-form';
export { SecuritySection } from './components/security-section';
export { userName } from './user-name';
export { FactorList } from './components/factor-list';

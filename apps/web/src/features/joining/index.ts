export { JoinPage } from './components/join-page';
export type { ApplicantType } from './components/application-form';
export { verifyApplicationQueryOptions } from './api/verify-application';

export { JoinPage } from './components/join-page';
export { verifyApplicationQueryOptions } from './api/verify-application';

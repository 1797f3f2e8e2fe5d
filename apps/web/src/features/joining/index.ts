// Applying to join Tapline: routes import these, never its files (docs/conventions.md, Boundaries).
export { JoinPage } from './components/join-page';
export { verifyApplicationQueryOptions } from './api/verify-application';

// A supplier's keg types and keg promises (issue 37): the routes and the catalogue's SKU editors import these, never its
// files (docs/conventions.md, Boundaries).
export { kegSettingsQueryOptions, kegTypesQueryOptions } from './api/keg-types';
export { kegTypeOptionLabel } from './keg-type-form';
export { KegSettingsForm } from './components/keg-settings-form';
export { KegTypeEditor } from './components/keg-type-editor';
export { KegTypesTable } from './components/keg-types-table';

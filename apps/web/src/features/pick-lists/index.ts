export { pickListKeys } from './api/pick-list-keys';
export { pickListDaysQueryOptions, pickListPath, pickListQueryOptions } from './api/get-pick-lists';
export { PickListSheet } from './components/pick-list-sheet';
export { longDate } from './pick-list-words';

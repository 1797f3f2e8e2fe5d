// A supplier's delivery zones (issue 36, part 4): the routes import these, never its files (docs/conventions.md, Boundaries).
export { deliveryZonesQueryOptions } from './api/delivery-zones';
export { ZonesTable } from './components/zones-table';
export { ZoneEditor } from './components/zone-editor';
export { ZoneView } from './components/zone-view';
export { DeleteZone } from './components/delete-zone';
export type { UsualRules } from './zone-words';

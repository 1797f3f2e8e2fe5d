// The venue's On Tap editor: routes import these, never its files (docs/conventions.md, Boundaries).
export { onTapListQueryOptions } from './api/get-on-tap-list';
export { OnTapReadOnly } from './components/board-preview';
export { OnTapEditor } from './components/on-tap-editor';
export { ShareTapList } from './components/share-tap-list';

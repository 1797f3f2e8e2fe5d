// The order guides' public surface: routes import these, never its files (docs/conventions.md, Boundaries).
export { guideQueryOptions, guidesQueryOptions, usualQueryOptions } from './api/get-guides';
export { guideCountItems, usualCountItems, usualPacksOf } from './count-sheet';
export { CountSheet } from './components/count-sheet';
export { GuideActions } from './components/guide-actions';
export { GuideEditor } from './components/guide-editor';
export { GuideCards, UsualCards } from './components/guides-overview';
export { NewGuideButton } from './components/new-guide-button';
export { PrintSheet } from './components/print-sheet';
export { SaveAsGuideButton } from './components/save-as-guide';
export { UsualTable } from './components/usual-table';

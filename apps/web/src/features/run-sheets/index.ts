// Run sheets and the driver's screen (decisions 0190–0192). The routes import these, never its files
// (docs/conventions.md, Boundaries).
export { runSheetDaysQueryOptions, runSheetQueryOptions } from './api/get-run-sheets';
export { runSheetKeys, runSheetPath } from './api/run-sheet-keys';
export { DriverStop } from './components/driver-stop';
export { RunDays } from './components/run-days';
export { RunSheetEditor } from './components/run-sheet-editor';

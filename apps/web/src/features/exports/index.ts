export { ExportsPanel } from './components/exports-panel';

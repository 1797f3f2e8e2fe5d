import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { PanelButton } from '@/components/ui/panel-button';

// the dialog (Radix, focus trap, scroll lock) is for those who open the menu: not in every page's first scripts
const loadPanel = () => import('./side-menu-panel');
const SideMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.SideMenuPanel })));

/** The header's menu button (docs/domain.md, Page frame); the panel it opens loads on first use, fetched as soon as the pointer or focus is on the button. */
export function SideMenu() {
  return (
    <PanelButton label="Open menu" preload={loadPanel} panel={(props) => <SideMenuPanel {...props} />}>
      <Menu aria-hidden="true" className="h-5 w-5" />
    </PanelButton>
  );
}

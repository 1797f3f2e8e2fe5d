import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DEFAULTS } from './constants';

/**
 * Toasts top-right (docs/domain.md, Constants), just under the sticky header (64 px): over it they hid the cart badge that "Added to
 * cart" is about, and the menu button. At most 20 visible, the oldest dismissed first.
 */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // the store lists the newest first, so everything past the 20th visible one is the oldest
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_DEFAULTS.maxVisible)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return (
    <Toaster
      position={TOAST_DEFAULTS.position}
      gutter={TOAST_DEFAULTS.gutter}
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST_DEFAULTS.duration,
        success: { duration: TOAST_DEFAULTS.successDuration },
        loading: { duration: TOAST_DEFAULTS.loadingDuration },
        className: 'text-sm text-ink',
      }}
    />
  );
}

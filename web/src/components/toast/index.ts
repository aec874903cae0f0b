export { Toaster } from './toaster';
export { useToast } from './use-toast';
export { dismissToast, toast, TOAST_DURATION_MS } from './toast.store';
export type { ToastAction, ToastHandle, ToastInput, ToastVariant } from './toast.store';

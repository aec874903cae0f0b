import { toast, type ToastInput } from '../../components/toast';

const FLASH_KEY = 'issuerwire.flash-toast';

/** Keeps a toast for the page that a full page load opens next (the one on screen now goes with the page). */
export function keepToastForNextPage(input: ToastInput): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // storage blocked: the toast shown before the load is all the user gets
  }
}

function isToastInput(value: unknown): value is ToastInput {
  return Boolean(value) && typeof (value as ToastInput).title === 'string';
}

/** Shows, once, a toast kept by the previous page. */
export function showKeptToast(): void {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isToastInput(parsed)) toast({ title: parsed.title, description: parsed.description, variant: parsed.variant });
  } catch {
    // a damaged entry is dropped
  }
}

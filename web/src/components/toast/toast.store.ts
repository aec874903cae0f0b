// Toast queue shared by the whole app, so `toast()` works from any hook or handler (spec sections 4 and 9).

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
// A dismissed toast stays in the queue (closed) this long before it is dropped.
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
  /** What a screen reader announces instead of the button; defaults to the label. */
  altText?: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastInput>) => void;
}

type Listener = () => void;

let queue: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(queue.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function getToasts(): readonly ToastItem[] {
  return queue;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; a new one replaces the one on screen (at most TOAST_LIMIT visible). */
export function toast(input: ToastInput): ToastHandle {
  nextId += 1;
  const id = String(nextId);
  const kept = [{ ...input, id, open: true }, ...queue].slice(0, TOAST_LIMIT);
  for (const [timerId, timer] of removalTimers) {
    if (kept.some((item) => item.id === timerId)) continue;
    clearTimeout(timer);
    removalTimers.delete(timerId);
  }
  publish(kept);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch) => publish(queue.map((item) => (item.id === id ? { ...item, ...patch } : item))),
  };
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  const closing = queue.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  for (const item of closing) scheduleRemoval(item.id);
  publish(queue.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
}

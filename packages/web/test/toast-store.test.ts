import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToastData } from '../src/lib/toast-store';

const t = (id: string): ToastData => ({ id, title: `Toast ${id}`, open: true });

describe('toastReducer', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: t('2') });
    expect(state.toasts.map((x) => x.id)).toEqual(['2']);
  });

  it('updates a toast by id', () => {
    const state = toastReducer({ toasts: [t('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Changed' } });
    expect(state.toasts[0]?.title).toBe('Changed');
  });

  it('dismissing closes without removing; removing drops it', () => {
    const dismissed = toastReducer({ toasts: [t('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(dismissed.toasts).toEqual([{ ...t('1'), open: false }]);
    const all = toastReducer({ toasts: [t('1')] }, { type: 'DISMISS_TOAST' });
    expect(all.toasts[0]?.open).toBe(false);
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('removes 1,000,000 ms after dismissal', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

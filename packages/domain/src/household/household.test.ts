import { describe, expect, it } from 'vitest';
import { hasRoomFor, invitationState } from './household';

describe('household membership rules', () => {
  it('room and link state are pure rules', () => {
    expect(hasRoomFor(5, 0)).toBe(true);
    expect(hasRoomFor(5, 1)).toBe(false);
    expect(hasRoomFor(6, 0)).toBe(false);
    const now = new Date('2026-11-20T10:00:00Z');
    expect(invitationState({ acceptedAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBe('open');
    expect(invitationState({ acceptedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(invitationState({ acceptedAt: now, expiresAt: new Date(now.getTime() + 1) }, now)).toBe('used');
  });
});

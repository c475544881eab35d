import { describe, expect, it } from 'vitest';
import { cn } from '../src/lib/cn';

describe('cn', () => {
  it('lets the later of two conflicting utilities win', () => {
    expect(cn('inline-flex h-11', 'hidden sm:inline-flex')).toBe('h-11 hidden sm:inline-flex');
    expect(cn('bg-primary text-primary-foreground', 'bg-card')).toBe('text-primary-foreground bg-card');
    expect(cn('text-sm text-primary-foreground', 'text-base')).toBe('text-primary-foreground text-base');
  });
});

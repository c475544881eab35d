import { UserPlus, Users } from 'lucide-react';
import { useId } from 'react';
import { AGE_BAND_OPTIONS, asksSex, membersForSize, type Member, type Sex, withAgeBand } from '../lib/household/members';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

const selectClass =
  'h-11 w-full min-w-0 rounded-xl border border-input bg-card px-2.5 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive';

/**
 * Who is in the household: one row per person (as many as the household's size), an age band and, from 11, sex.
 * Optional: an empty list counts everyone as an adult. Used by /account, onboarding and the AI wizard.
 */
export function HouseholdMembersEditor({
  size,
  members,
  onChange,
  error,
}: {
  /** The household's size; the rows follow it. */
  size: number;
  members: readonly Member[];
  onChange: (members: Member[]) => void;
  error?: string | null;
}) {
  const id = useId();
  const rows = membersForSize(members, size);
  const set = (i: number, member: Member) => onChange(rows.map((m, j) => (j === i ? member : m)));

  return (
    <fieldset className="space-y-3" data-testid="household-members" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium">Who is in your household?</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Children and adults need different amounts: the plan feeds each person what their age needs. From 11, needs differ between girls and boys, women and men.
      </p>
      {rows.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-xl bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm">
            <Users className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            Everyone counts as an adult{size > 0 ? ` (${size} ${size === 1 ? 'person' : 'people'})` : ''}.
          </p>
          <Button type="button" variant="outline" onClick={() => onChange(membersForSize([{ ageBand: '19-64', sex: null }], Math.max(1, size)))} disabled={size < 1}>
            <UserPlus aria-hidden /> Say who is in it
          </Button>
        </div>
      ) : (
        <>
          <ol className="space-y-2.5">
            {rows.map((m, i) => {
              const sex = asksSex(m.ageBand);
              return (
                <li key={i} className="rounded-xl border border-border p-3" data-testid="member-row">
                  <p className="mb-1.5 text-sm font-semibold">Person {i + 1}</p>
                  <div className={cn('grid gap-2', sex && 'grid-cols-[3fr_2fr]')}>
                    <div className="space-y-1">
                      <label htmlFor={`${id}-age-${i}`} className="text-xs text-muted-foreground">
                        Age
                      </label>
                      <select id={`${id}-age-${i}`} aria-label={`Person ${i + 1} age`} className={selectClass} value={m.ageBand} onChange={(e) => set(i, withAgeBand(m, e.target.value))}>
                        {AGE_BAND_OPTIONS.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    </div>
                    {sex ? (
                      <div className="space-y-1">
                        <label htmlFor={`${id}-sex-${i}`} className="text-xs text-muted-foreground">
                          Sex
                        </label>
                        <select
                          id={`${id}-sex-${i}`}
                          aria-label={`Person ${i + 1} sex`}
                          className={selectClass}
                          value={m.sex ?? ''}
                          onChange={(e) => set(i, { ...m, sex: e.target.value === '' ? null : (e.target.value as Sex) })}
                        >
                          <option value="">Not saying</option>
                          <option value="female">Female</option>
                          <option value="male">Male</option>
                        </select>
                      </div>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
          <Button type="button" variant="link" onClick={() => onChange([])} className="text-sm">
            Skip: count everyone as an adult
          </Button>
        </>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

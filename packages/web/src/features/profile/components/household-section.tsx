import { Crown, Loader2, LogOut, Mail, UserMinus, UserPlus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useCancelInvitation, useDeleteHousehold, useHousehold, useInvite, useLeaveHousehold, useRemoveMember } from '../api/household';
import { useHouseholdActivity } from '../api/household-activity';
import { HouseholdActivityList } from './household-activity-list';

const dateLabel = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

/** /account "Household": who shares the plans, lists and budget; the owner invites and removes, a member can leave. */
export function HouseholdSection() {
  const household = useHousehold();
  const invite = useInvite();
  const cancel = useCancelInvitation();
  const remove = useRemoveMember();
  const leave = useLeaveHousehold();
  const dissolve = useDeleteHousehold();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const onInvite = (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    invite.mutate(email.trim(), {
      onSuccess: (answer) => {
        setEmail('');
        toast({ title: 'Invitation sent', description: answer.message });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'email') setEmailError(error.message);
        else toast({ variant: 'destructive', title: 'Could not invite', description: messageOr(error, 'Please try again.') });
      },
    });
  };
  const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: messageOr(error, 'Please try again.') });

  const data = household.data;
  const isOwner = data?.role === 'owner';
  const room = data ? data.maxMembers - data.members.length - data.invitations.length : 0;

  return (
    <Card className="mt-8" data-testid="household-section">
      <CardHeader>
        <CardTitle>Household</CardTitle>
        <CardDescription>
          Everyone in the household sees and changes the same meal plans, shopping lists, recipes and budget. Up to {data?.maxMembers ?? 6} people; one
          subscription covers them all.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {household.isLoading ? <Skeleton className="h-24" /> : null}
        {household.error ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOr(household.error, 'The household could not be loaded.')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void household.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        {data ? (
          <>
            <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Members">
              {data.members.map((m) => (
                <li key={m.userId} className="flex min-h-14 items-center gap-3 px-3 py-2" data-testid="household-member">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary" aria-hidden>
                    {m.firstName.slice(0, 1).toUpperCase() || '?'}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">
                      {`${m.firstName} ${m.lastName}`.trim()} {m.userId === data.me ? <span className="text-muted-foreground">(you)</span> : null}
                    </span>
                    <span className="block truncate text-sm text-muted-foreground">{m.email}</span>
                  </span>
                  {m.role === 'owner' ? (
                    <Badge variant="accent">
                      <Crown className="size-3.5" aria-hidden /> Owner
                    </Badge>
                  ) : isOwner ? (
                    confirming === m.userId ? (
                      <span className="flex gap-2">
                        <Button
                          size="sm"
                          variant="destructive"
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(m.userId, { onSuccess: () => setConfirming(null), onError: failed('Could not remove') })}
                        >
                          Remove
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                          Keep
                        </Button>
                      </span>
                    ) : (
                      <Button size="sm" variant="ghost" aria-label={`Remove ${m.firstName}`} onClick={() => setConfirming(m.userId)}>
                        <UserMinus aria-hidden /> <span className="hidden sm:inline">Remove</span>
                      </Button>
                    )
                  ) : null}
                </li>
              ))}
              {data.invitations.map((i) => (
                <li key={i.id} className="flex min-h-14 items-center gap-3 px-3 py-2 text-sm" data-testid="household-invitation">
                  <Mail className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{i.email}</span>
                    <span className="block text-muted-foreground">Invited · link works until {dateLabel(i.expiresAt)}</span>
                  </span>
                  <Button size="sm" variant="ghost" aria-label={`Cancel the invitation to ${i.email}`} onClick={() => cancel.mutate(i.id, { onError: failed('Could not cancel') })}>
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>

            {isOwner ? (
              room > 0 ? (
                <form onSubmit={onInvite} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
                  <Field id="household-invite-email" label="Invite someone by email" error={emailError} className="flex-1">
                    <Input
                      id="household-invite-email"
                      type="email"
                      autoComplete="email"
                      inputMode="email"
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                      placeholder="sam@example.com"
                      aria-invalid={emailError ? true : undefined}
                    />
                  </Field>
                  <Button type="submit" disabled={invite.isPending || !email.trim()}>
                    {invite.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <UserPlus aria-hidden />} Send invitation
                  </Button>
                </form>
              ) : (
                <p className="text-sm text-muted-foreground">The household is full ({data.maxMembers} people, counting invitations).</p>
              )
            ) : null}
            {isOwner && data.members.length + data.invitations.length > 1 ? (
              confirming === 'household' ? (
                <div className="flex flex-wrap items-center gap-2 rounded-xl border border-red-200 p-3 text-sm">
                  <span className="flex-1">Everyone else leaves the household at once. Your plans, lists and budget stay with you.</span>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={dissolve.isPending}
                    onClick={() => dissolve.mutate(undefined, { onSuccess: () => setConfirming(null), onError: failed('Could not delete the household') })}
                  >
                    Delete household
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </div>
              ) : (
                <button type="button" className="text-sm font-semibold text-destructive hover:underline" onClick={() => setConfirming('household')}>
                  Delete the household
                </button>
              )
            ) : null}
            {data.members.length > 1 ? <RecentChanges /> : null}
            {isOwner ? null : (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm text-muted-foreground">Only the owner invites people, removes them and manages billing.</p>
                <Button
                  variant="destructive-outline"
                  size="sm"
                  disabled={leave.isPending}
                  onClick={() =>
                    leave.mutate(undefined, {
                      onSuccess: () => toast({ title: 'You left the household', description: 'You see your own plans and lists again.' }),
                      onError: failed('Could not leave'),
                    })
                  }
                >
                  <LogOut aria-hidden /> Leave household
                </Button>
              </div>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** What everyone in the household changed lately, so nobody wonders who swapped Tuesday's dinner. */
function RecentChanges() {
  const activity = useHouseholdActivity({ limit: 12 });
  if (!activity.data) return null;
  return (
    <section aria-labelledby="recent-changes-title" className="space-y-2 border-t border-border pt-4">
      <h3 id="recent-changes-title" className="text-sm font-semibold">
        Recent changes
      </h3>
      <HouseholdActivityList activity={activity.data.activity} />
    </section>
  );
}

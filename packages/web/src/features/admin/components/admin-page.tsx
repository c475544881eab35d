import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAdminUsers } from '../api/get-admin-users';

const shortDate = (iso: string | null) => {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '-' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
};

/** /admin: the users table for administrators (the server enforces the role); the Electron console loads this page. */
export function AdminPage() {
  const users = useAdminUsers();

  if (users.isLoading) {
    return (
      <div className="mx-auto max-w-7xl space-y-3 px-4 py-10 sm:px-6" aria-label="Loading users">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }

  if (users.error) {
    if (users.error instanceof ApiError && users.error.status === 401) return <SignInPrompt what="the admin area" />;
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardHeader className="items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <ShieldAlert className="size-6" aria-hidden />
            </span>
            <CardTitle className="text-2xl">Admin area</CardTitle>
            <CardDescription className="text-base" role="alert">
              {messageOr(users.error, 'The admin area could not be loaded. Please try again.')}
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
    );
  }

  const list = users.data?.users ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Admin" description={`${list.length} ${list.length === 1 ? 'account' : 'accounts'}`} />
      <Card>
        <CardContent className="overflow-x-auto p-0 sm:p-0">
          {list.length === 0 ? (
            <p className="p-6 text-muted-foreground">No accounts yet.</p>
          ) : (
            <table className="hidden w-full text-left text-sm sm:table">
              <thead className="border-b border-border bg-muted/60 text-xs whitespace-nowrap uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Name</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Email</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Role</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Postcode</th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">Household</th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">Weekly budget</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Subscription</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Trial ends</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Joined</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border whitespace-nowrap">
                {list.map((u) => (
                  <tr key={u.id} className="hover:bg-muted/40">
                    <td className="px-4 py-3 font-medium">{`${u.firstName} ${u.lastName}`.trim() || '-'}</td>
                    <td className="px-4 py-3">{u.email}</td>
                    <td className="px-4 py-3">{u.role === 'admin' ? <Badge variant="accent">admin</Badge> : <Badge variant="muted">user</Badge>}</td>
                    <td className="px-4 py-3">{u.postcode ?? '-'}</td>
                    <td className="money px-4 py-3">{u.householdSize ?? '-'}</td>
                    <td className="px-4 py-3 text-right">{u.weeklyBudget === null ? '-' : <Money amount={u.weeklyBudget} />}</td>
                    <td className="px-4 py-3">{u.subscriptionStatus ?? '-'}</td>
                    <td className="px-4 py-3">{shortDate(u.trialEndsAt)}</td>
                    <td className="px-4 py-3">{shortDate(u.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {list.length > 0 ? (
            <ul className="divide-y divide-border sm:hidden" aria-label="Accounts">
              {list.map((u) => (
                <li key={u.id} className="space-y-1.5 p-4 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold">{`${u.firstName} ${u.lastName}`.trim() || '-'}</span>
                    {u.role === 'admin' ? <Badge variant="accent">admin</Badge> : <Badge variant="muted">user</Badge>}
                  </div>
                  <p className="break-all text-muted-foreground">{u.email}</p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 pt-1">
                    <dt className="text-muted-foreground">Postcode</dt>
                    <dd>{u.postcode ?? '-'}</dd>
                    <dt className="text-muted-foreground">Household</dt>
                    <dd>{u.householdSize ?? '-'}</dd>
                    <dt className="text-muted-foreground">Weekly budget</dt>
                    <dd>{u.weeklyBudget === null ? '-' : <Money amount={u.weeklyBudget} />}</dd>
                    <dt className="text-muted-foreground">Subscription</dt>
                    <dd>{u.subscriptionStatus ?? '-'}</dd>
                    <dt className="text-muted-foreground">Trial ends</dt>
                    <dd>{shortDate(u.trialEndsAt)}</dd>
                    <dt className="text-muted-foreground">Joined</dt>
                    <dd>{shortDate(u.createdAt)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

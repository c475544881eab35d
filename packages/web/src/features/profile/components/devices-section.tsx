import { Laptop, Loader2, LogOut, Smartphone } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { TSignedInDevice } from '@larder/contract/account-security';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { useSessions, useSignOutDevice, useSignOutEverywhere } from '../api/account-security';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const isPhone = (device: TSignedInDevice) => ['iPhone', 'Android'].includes(device.os);

/** /account "Signed-in devices": where the account is signed in, with sign out per device and everywhere. */
export function DevicesSection() {
  const sessions = useSessions();
  const signOut = useSignOutDevice();
  const everywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  const idleHours = Math.round((sessions.data?.idleTimeoutMinutes ?? 120) / 60);

  const onSignOut = (device: TSignedInDevice) =>
    signOut.mutate(
      { id: device.id, current: device.current },
      {
        onSuccess: (reply) => {
          toast({ title: reply.message });
          if (device.current) navigate('/login');
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Could not sign that device out', description: messageOr(error, 'Please try again.') }),
      },
    );
  const onEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: (reply) => {
        toast({ title: reply.message });
        navigate('/login');
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Could not sign out everywhere', description: messageOr(error, 'Please try again.') }),
    });

  return (
    <Card className="mt-8" data-testid="devices-section">
      <CardHeader>
        <CardTitle>Signed-in devices</CardTitle>
        <CardDescription>
          Where your account is signed in. Without &quot;Keep me logged in&quot; a device is signed out when the browser closes or after {idleHours} hours
          without use. Sign out anything you do not recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {sessions.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your devices…
          </p>
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOr(sessions.error, 'Could not load your devices. Please reload the page.')}
          </p>
        ) : (
          <ul className="divide-y rounded-xl border" aria-label="Signed-in devices">
            {(sessions.data?.sessions ?? []).map((device) => (
              <li key={device.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-start gap-3">
                  {isPhone(device) ? <Smartphone className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden /> : <Laptop className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />}
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {device.label}
                      {device.current ? <Badge>This device</Badge> : null}
                    </p>
                    <p className="text-muted-foreground">
                      Signed in {when(device.signedInAt)} · last used {when(device.lastSeenAt)}
                      {device.persistent ? ' · kept logged in' : ''}
                    </p>
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11 shrink-0 sm:min-h-9"
                  onClick={() => onSignOut(device)}
                  disabled={signOut.isPending}
                  aria-label={`Sign out ${device.label}${device.current ? ' (this device)' : ''}`}
                >
                  <LogOut aria-hidden /> Sign out
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="destructive-outline" className="min-h-11" onClick={onEverywhere} disabled={everywhere.isPending}>
          {everywhere.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />} Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}

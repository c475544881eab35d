import { Loader2, LogIn } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useConfirmMagicLogin } from '../api/account-links';

/**
 * The login link's page: one button signs in. The emailed link only opens this page, so an email scanner that
 * fetches every link uses nothing up.
 */
export function MagicLoginConfirm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const confirm = useConfirmMagicLogin();
  const navigate = useNavigate();
  const onConfirm = () =>
    confirm.mutate(token, {
      onSuccess: () => {
        toast({ title: 'Welcome back!' });
        navigate('/', { replace: true });
      },
      onError: onInvalid,
    });
  return (
    <div className="space-y-6 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <LogIn className="size-7" aria-hidden />
      </span>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">Sign in to Larder</h1>
        <p className="text-muted-foreground">You opened a login link. Press the button to sign in on this device.</p>
        <p className="text-sm text-muted-foreground">The link works once and expires 15 minutes after it was sent.</p>
      </div>
      <Button size="lg" className="w-full" onClick={onConfirm} disabled={confirm.isPending}>
        {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Sign In
      </Button>
    </div>
  );
}

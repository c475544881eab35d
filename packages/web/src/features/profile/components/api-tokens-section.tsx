import { Check, Copy, KeyRound, Loader2, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { TApiToken, TApiTokenScope, TCreatedApiToken } from '@larder/contract/api-tokens';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const SCOPES: ReadonlyArray<{ value: TApiTokenScope; label: string; hint: string }> = [
  { value: 'read', label: 'Read only', hint: 'Reads plans, lists, recipes and spending. Cannot change anything.' },
  { value: 'read-write', label: 'Read and write', hint: 'Can also make plans, tick lists and change the larder.' },
];

/**
 * /account "API tokens": personal tokens for scripting the household's own data against the API (a bearer header).
 * A token is shown once, when it is made; the list shows its name, scope, first characters and when it was made
 * and last used, with revoke.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TApiTokenScope>('read');
  const [nameError, setNameError] = useState<string | null>(null);
  const [made, setMade] = useState<TCreatedApiToken | null>(null);
  const [copied, setCopied] = useState(false);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Give the token a name, so you know later what uses it.');
      return;
    }
    create.mutate(
      { name, scope },
      {
        onSuccess: (reply) => {
          setMade(reply);
          setCopied(false);
          setName('');
          setNameError(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'name') setNameError(messageOr(error, 'Check the name.'));
          else toast({ variant: 'destructive', title: 'Could not make a token', description: messageOr(error, 'Please try again.') });
        },
      },
    );
  };
  const onCopy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.secret);
      setCopied(true);
    } catch {
      toast({ title: 'Copy the token by hand', description: 'Your browser did not let us copy it: select the token and copy it.' });
    }
  };
  const onRevoke = (token: TApiToken) =>
    revoke.mutate(token.id, {
      onSuccess: (reply) => {
        if (made?.token.id === token.id) setMade(null);
        toast({ title: `“${token.name}” revoked`, description: reply.message });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Could not revoke the token', description: messageOr(error, 'Please try again.') }),
    });

  const list = tokens.data?.tokens ?? [];
  return (
    <Card className="mt-8" data-testid="api-tokens-section">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden /> API tokens
        </CardTitle>
        <CardDescription>
          For your own scripts and spreadsheets: a token lets a program read (or change) your household&apos;s plans, lists and spending through the{' '}
          <Link to="/api-reference" className="font-semibold text-primary hover:underline">
            Larder API
          </Link>
          . It never reaches billing, your password or account deletion. Keep it secret, and revoke any you no longer use.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {made ? (
          <div className="space-y-2 rounded-xl border border-primary/30 bg-primary-soft p-3" data-testid="api-token-secret">
            <label htmlFor="api-token-secret" className="text-sm font-medium">
              Your new token “{made.token.name}” ({made.token.scope === 'read' ? 'read only' : 'read and write'}). Shown once: copy it now.
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="api-token-secret" readOnly value={made.secret} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button type="button" className="min-h-11 shrink-0" onClick={() => void onCopy()}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              Send it in the header <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>. We keep only a fingerprint of it, so it cannot be shown again.
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => setMade(null)}>
              I have copied it
            </Button>
          </div>
        ) : null}

        <form className="space-y-4" onSubmit={onCreate} noValidate aria-label="Make an API token">
          <Field id="api-token-name" label="Token name" error={nameError} hint="What uses it, such as “Weekly spreadsheet”.">
            <Input
              id="api-token-name"
              value={name}
              maxLength={60}
              aria-invalid={nameError ? true : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">What it may do</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {SCOPES.map((s) => (
                <label key={s.value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                  <input type="radio" name="api-token-scope" value={s.value} checked={scope === s.value} onChange={() => setScope(s.value)} className="mt-1 size-4 accent-[var(--color-primary)]" />
                  <span className="text-sm">
                    <span className="block font-medium">{s.label}</span>
                    <span className="text-muted-foreground">{s.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" className="min-h-11" disabled={create.isPending}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />} Make token
          </Button>
        </form>

        {tokens.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your tokens…
          </p>
        ) : tokens.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOr(tokens.error, 'Could not load your tokens. Please reload the page.')}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no API tokens. Make one above when a script needs one.</p>
        ) : (
          <ul className="divide-y rounded-xl border" aria-label="Your API tokens">
            {list.map((token) => (
              <li key={token.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-all">{token.name}</span>
                    <Badge variant={token.scope === 'read' ? 'muted' : 'accent'}>{token.scope === 'read' ? 'Read only' : 'Read and write'}</Badge>
                  </p>
                  <p className="text-muted-foreground">
                    <span className="font-mono">{token.prefix}…</span> · made {when(token.createdAt)} · {token.lastUsedAt ? `last used ${when(token.lastUsedAt)}` : 'never used'}
                  </p>
                </div>
                <Button
                  variant="destructive-outline"
                  size="sm"
                  className="min-h-11 shrink-0 sm:min-h-9"
                  onClick={() => onRevoke(token)}
                  disabled={revoke.isPending}
                  aria-label={`Revoke ${token.name}`}
                >
                  <Trash2 aria-hidden /> Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

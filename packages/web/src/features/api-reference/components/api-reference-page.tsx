import { AlertTriangle, Download, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/get-user';
import { useApiDocument, useOperatorSignedIn } from '../api/api-document';
import { type ReferenceCall, type ReferenceField, referenceFrom, searchReference } from '../utils/reference';

const METHOD_STYLE: Record<string, 'default' | 'accent' | 'muted' | 'destructive'> = { GET: 'default', POST: 'accent', PUT: 'accent', PATCH: 'accent', DELETE: 'destructive' };
const AUTH_LABEL: Record<ReferenceCall['auth'], string> = { none: 'Public', session: 'Household', operator: 'Operator', key: 'Key' };
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * /api-reference: the whole API, read from GET /api/openapi.json (generated from the contract), for signed-in
 * households and operators who script their data. No script from elsewhere: the page is the app's own.
 */
export function ApiReferencePage() {
  const auth = useAuth();
  const operator = useOperatorSignedIn();
  if (auth.isLoading || operator.isLoading) return <PageSpinner />;
  if (!auth.isAuthenticated && !operator.data) return <SignInPrompt what="the API reference" />;
  return <Reference />;
}

function Reference() {
  const doc = useApiDocument();
  const [search, setSearch] = useState('');
  const areas = useMemo(() => (doc.data ? referenceFrom(doc.data) : []), [doc.data]);
  const shown = useMemo(() => searchReference(areas, search), [areas, search]);
  const count = areas.reduce((n, a) => n + a.calls.length, 0);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader
        title="API reference"
        description={`Every call of Larder${count ? ` (${count})` : ''}, from the OpenAPI 3.1 document the server generates from the same schemas it checks requests with. Errors are JSON { message, field? }.`}
        actions={
          <Button asChild variant="outline">
            <a href="/api/openapi.json" download="larder-openapi.json">
              <Download aria-hidden /> OpenAPI document
            </a>
          </Button>
        }
      />
      {doc.isLoading ? (
        <div className="space-y-3" aria-label="Loading the reference">
          <Skeleton className="h-12" />
          <Skeleton className="h-64" />
        </div>
      ) : doc.isError || !doc.data ? (
        <p role="alert" className="flex gap-2 rounded-xl border border-red-200 bg-destructive-soft p-4 text-sm text-red-800">
          <AlertTriangle className="size-4 shrink-0" aria-hidden /> The API document could not be loaded. Please refresh the page.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
          <nav aria-label="Areas" className="lg:sticky lg:top-20 lg:self-start">
            <label className="relative mb-3 block">
              <span className="sr-only">Search the calls</span>
              <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search calls" className="pl-9" />
            </label>
            <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {shown.map((area) => (
                <li key={area.name}>
                  <a href={`#${slug(area.name)}`} className="text-sm text-primary underline-offset-4 hover:underline">
                    {area.name} <span className="text-muted-foreground">({area.calls.length})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0 space-y-8">
            {shown.length === 0 ? <p className="text-muted-foreground">No call matches “{search}”. Try fewer words.</p> : null}
            {shown.map((area) => (
              <section key={area.name} id={slug(area.name)} aria-labelledby={`${slug(area.name)}-title`} className="scroll-mt-20 space-y-3">
                <h2 id={`${slug(area.name)}-title`} className="text-xl font-semibold">
                  {area.name}
                </h2>
                {area.calls.map((call) => (
                  <CallCard key={call.id} call={call} />
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function CallCard({ call }: { call: ReferenceCall }) {
  return (
    <Card data-testid="api-call">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={METHOD_STYLE[call.method] ?? 'muted'} className="font-mono">
            {call.method}
          </Badge>
          <code className="break-all font-mono text-sm font-semibold">{call.path}</code>
          <Badge variant="muted">{AUTH_LABEL[call.auth]}</Badge>
        </div>
        <CardTitle className="text-base font-medium">{call.summary}</CardTitle>
        <p className="text-sm text-muted-foreground">{call.who}</p>
      </CardHeader>
      {call.parameters.length || call.body.length || call.responses.length ? (
        <CardContent className="space-y-3 text-sm">
          {call.parameters.length ? <Fields title="Parameters" fields={call.parameters} /> : null}
          {call.body.length ? <Fields title="Body (JSON)" fields={call.body} /> : null}
          <div>
            <h4 className="mb-1 font-semibold">Answers</h4>
            <ul className="space-y-0.5">
              {call.responses.map((r) => (
                <li key={r.status}>
                  <span className="font-mono font-semibold">{r.status}</span> {r.description}
                  {r.media && r.media !== 'application/json' ? <span className="text-muted-foreground"> ({r.media})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      ) : null}
    </Card>
  );
}

function Fields({ title, fields }: { title: string; fields: ReferenceField[] }) {
  return (
    <details>
      <summary className="cursor-pointer font-semibold">
        {title} ({fields.length})
      </summary>
      <ul className="mt-1 space-y-0.5 pl-1">
        {fields.map((f) => (
          <li key={f.name} className="break-words">
            <code className="font-mono">{f.name}</code> <span className="text-muted-foreground">{f.type}</span>
            {f.required ? <span className="ml-1 text-xs font-semibold text-accent-strong">required</span> : null}
            {f.description ? <span className="text-muted-foreground"> — {f.description}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

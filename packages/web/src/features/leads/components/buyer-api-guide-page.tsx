import { AlertTriangle, CheckCircle2, Download, KeyRound, ListChecks, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { POSTMAN_COLLECTION_URL, useBuyerOpenApi } from '../api/buyer-openapi';
import { type BuyerGuide, guideFrom } from '../utils/openapi-guide';
import { CodeBlock } from './copy-button';

const TABS = ['Quick Start', 'Examples', 'Responses', 'Required Fields', 'Testing'] as const;
type Tab = (typeof TABS)[number];

/**
 * /buyer-api-guide (document 002): tabs Quick Start, Examples, Responses, Required Fields and Testing, every one
 * read from the server's OpenAPI document; copy buttons (2 s confirmation), the Postman collection, common issues.
 */
export function BuyerApiGuidePage() {
  const doc = useBuyerOpenApi();
  const guide = useMemo(() => (doc.data ? guideFrom(doc.data) : null), [doc.data]);
  const [tab, setTab] = useState<Tab>('Quick Start');

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader
        title="Lead buyer API guide"
        description={guide?.description ?? 'How to send us leads over HTTP.'}
        actions={
          <Button asChild variant="outline">
            <a href={POSTMAN_COLLECTION_URL} download="larder-buyer-api.postman_collection.json">
              <Download aria-hidden /> Postman collection
            </a>
          </Button>
        }
      />
      {doc.isLoading ? (
        <div className="space-y-3" aria-label="Loading the guide">
          <Skeleton className="h-12" />
          <Skeleton className="h-64" />
        </div>
      ) : !guide ? (
        <p role="alert" className="flex gap-2 rounded-xl border border-red-200 bg-destructive-soft p-4 text-sm text-red-800">
          <AlertTriangle className="size-4 shrink-0" aria-hidden /> The API description could not be loaded. Please refresh the page.
        </p>
      ) : (
        <>
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList aria-label="Guide sections">
              {TABS.map((t) => (
                <TabsTrigger key={t} value={t}>
                  {t}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="Quick Start" className="mt-6">
              <QuickStart guide={guide} />
            </TabsContent>
            <TabsContent value="Examples" className="mt-6 space-y-6">
              {guide.examples.map((e) => (
                <section key={e.key} className="space-y-2">
                  <h2 className="font-semibold">{e.summary}</h2>
                  <CodeBlock code={e.json} label={`${guide.method} ${new URL(guide.url, window.location.origin).pathname}`} />
                </section>
              ))}
            </TabsContent>
            <TabsContent value="Responses" className="mt-6 space-y-6">
              {guide.responses.map((r) => (
                <section key={r.status} className="space-y-2">
                  <h2 className="flex items-center gap-2 font-semibold">
                    <Badge variant={r.status === '200' ? 'default' : r.status === '500' ? 'destructive' : 'accent'}>{r.status}</Badge> {r.description}
                  </h2>
                  {r.examples.map((e) => (
                    <CodeBlock key={e.key} code={e.json} label={e.summary} />
                  ))}
                </section>
              ))}
            </TabsContent>
            <TabsContent value="Required Fields" className="mt-6 space-y-6">
              <RequiredFields guide={guide} />
            </TabsContent>
            <TabsContent value="Testing" className="mt-6 space-y-4">
              <p className="text-sm text-muted-foreground">Send each of these with your key: the answer should be the one shown. Change lead_reference each time you want a new lead.</p>
              {guide.testing.map((t) => (
                <Card key={t.key}>
                  <CardHeader>
                    <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                      {t.accepted ? <CheckCircle2 className="size-5 text-primary" aria-hidden /> : <XCircle className="size-5 text-destructive" aria-hidden />}
                      {t.summary}
                    </CardTitle>
                    <CardDescription>
                      Expect <code className="font-mono">accepted: {String(t.accepted)}</code>, message “{t.message}”{t.reason ? <> (reason {t.reason})</> : null}.
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <details className="group">
                      <summary className="cursor-pointer text-sm font-semibold text-primary">Show the request body</summary>
                      <div className="mt-3">
                        <CodeBlock code={t.json} label="Request body" />
                      </div>
                    </details>
                  </CardContent>
                </Card>
              ))}
            </TabsContent>
          </Tabs>

          <Card className="mt-10">
            <CardHeader>
              <CardTitle>Common issues</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-3 text-sm">
                {guide.commonIssues.map((i) => (
                  <div key={i.problem}>
                    <dt className="font-semibold">{i.problem}</dt>
                    <dd className="text-muted-foreground">{i.fix}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

function QuickStart({ guide }: { guide: BuyerGuide }) {
  return (
    <div className="space-y-6">
      <ol className="space-y-4 text-sm">
        <li className="flex gap-3">
          <KeyRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-semibold">Get your API key from us</p>
            <p className="text-muted-foreground">
              Send it in the <code className="font-mono">{guide.keyHeader ?? 'X-Api-Key'}</code> header of every request. Keep it secret; we can revoke it and issue a
              new one.
            </p>
          </div>
        </li>
        <li className="flex gap-3">
          <ListChecks className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-semibold">
              POST each lead as JSON to <code className="break-all font-mono">{guide.url}</code>
            </p>
            <p className="text-muted-foreground">
              We answer 200 with <code className="font-mono">accepted: true</code> and a <code className="font-mono">redirectUrl</code> to send the applicant to, or{' '}
              <code className="font-mono">accepted: false</code> with the reason.
            </p>
          </div>
        </li>
      </ol>
      <CodeBlock code={guide.curl} label="curl" copyLabel="Copy command" />
      {guide.dataCare ? <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">{guide.dataCare}</p> : null}
    </div>
  );
}

function RequiredFields({ guide }: { guide: BuyerGuide }) {
  return (
    <>
      <section className="space-y-2">
        <h2 className="font-semibold">We buy a lead when</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {guide.acceptance.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold">Fields</h2>
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-xs uppercase text-muted-foreground">
              <tr>
                <th className="px-3 py-2">Field</th>
                <th className="px-3 py-2">Type</th>
                <th className="px-3 py-2">Required</th>
                <th className="px-3 py-2">Notes</th>
              </tr>
            </thead>
            <tbody>
              {guide.fields.map((f) => (
                <tr key={f.path} className="border-t border-border">
                  <td className="px-3 py-2 font-mono text-xs">{f.path}</td>
                  <td className="px-3 py-2">{f.type}</td>
                  <td className="px-3 py-2">{f.mandatory ? <Badge>Required</Badge> : <span className="text-muted-foreground">Optional</span>}</td>
                  <td className="px-3 py-2 text-muted-foreground">{f.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

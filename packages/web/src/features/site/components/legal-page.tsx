import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

/** Document 000: both policies were last updated on 15 June 2025. */
export const POLICY_UPDATED = '15 June 2025';

/** A policy page: title, date, a contents list and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: ReadonlyArray<{ id: string; heading: string; body: ReactNode }> }) {
  useDocumentTitle(`${title} | Larder`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm font-medium text-muted-foreground">Last updated {POLICY_UPDATED}</p>
      <div className="article-content mt-6">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-2xl border border-border bg-card p-5">
        <h2 className="text-base font-semibold">Contents</h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-primary underline-offset-4 hover:underline">
                {i + 1}. {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="article-content mt-8">
        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id} className="scroll-mt-24">
              {i + 1}. {s.heading}
            </h2>
            {s.body}
          </section>
        ))}
      </div>
    </div>
  );
}

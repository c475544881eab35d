import { ExternalLink, Globe, ClipboardPaste, PencilLine } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { TImportPreview, TOwnRecipeBody } from '@larder/contract/own-recipes';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Spinner } from '../../../components/ui/spinner';
import { messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { importRecipe, useDeleteOwnRecipe, useOwnRecipe, useSaveOwnRecipe } from '../api/own-recipes';
import { IngredientLinesEditor, type LineFixes } from './ingredient-lines-editor';

const ROLES = [
  ['main', 'Main meal'],
  ['light', 'Light meal or lunch'],
  ['breakfast', 'Breakfast'],
  ['side', 'Side dish'],
  ['dessert', 'Pudding'],
  ['snack', 'Snack'],
] as const;
const SIDE_KINDS = ['rice', 'bread', 'potatoes', 'pasta', 'noodles', 'salad', 'vegetables'] as const;
const MAX_PHOTO = 5 * 1024 * 1024;
const selectClass = 'h-11 w-full rounded-xl border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface FormState {
  name: string;
  description: string;
  cuisine: string;
  role: TOwnRecipeBody['role'];
  sideKind: string;
  servedWith: string[];
  keepsDays: string;
  freezes: boolean;
  serves: string;
  prepTime: string;
  cookTime: string;
  lines: string;
  steps: string;
  sourceUrl: string | null;
}
const EMPTY: FormState = { name: '', description: '', cuisine: '', role: 'main', sideKind: '', servedWith: [], keepsDays: '', freezes: false, serves: '4', prepTime: '', cookTime: '', lines: '', steps: '', sourceUrl: null };

/** What the import found, and what follows from it, before anything is saved. */
function ImportSummary({ preview }: { preview: TImportPreview }) {
  const matched = preview.lines.filter((l) => l.ingredient || l.free).length;
  return (
    <div className="space-y-2 rounded-xl border border-primary/30 bg-primary-soft/40 p-4 text-sm" data-testid="import-summary">
      <p className="font-semibold">
        Found “{preview.recipe.name}” ({preview.foundIn === 'text'
          ? 'from your text'
          : preview.foundIn === 'page'
            ? "read from the page's ingredient list and method: it has no recipe data, so check every line"
            : `from the page's ${preview.foundIn === 'json-ld' ? 'recipe data' : 'recipe markup'}`}).
      </p>
      {preview.sourceUrl ? (
        <p className="break-all">
          Source: <a className="text-primary underline" href={preview.sourceUrl} target="_blank" rel="noreferrer noopener">{preview.sourceUrl}</a>
        </p>
      ) : null}
      <p>
        {matched} of {preview.lines.length} lines matched · {preview.recipe.costChain ? `${formatMoney(preview.recipe.costPerServing)} a serving at ${preview.recipe.costChain}` : 'no price yet'} · {preview.recipe.calories} kcal a serving ·
        nutrition covers {Math.round(preview.coverage.weightShare * 100)}% of the weight
      </p>
      <p data-testid="import-labels">
        {preview.recipe.uncheckedLines?.length
          ? `Diets: not checked (${preview.recipe.uncheckedLines.length} ${preview.recipe.uncheckedLines.length === 1 ? 'ingredient' : 'ingredients'} we could not identify).`
          : `Diets: ${preview.recipe.dietaryTags.join(', ') || 'none'}.`}{' '}
        Contains: {preview.recipe.allergens.join(', ') || 'none of the 14 allergens we know of'}.
        {preview.recipe.mayContain?.length ? ` May contain: ${preview.recipe.mayContain.join(', ')}.` : ''}
      </p>
      {preview.unmatched.length ? <p className="text-amber-800">Not matched yet: {preview.unmatched.map((l) => l.text).join('; ')}. Choose their food below, or leave them out.</p> : null}
      <p className="text-muted-foreground">Check it below, correct what you like, then save. Nothing is saved until you do.</p>
    </div>
  );
}

function ImportPanel({ onPreview }: { onPreview: (p: TImportPreview) => void }) {
  const [tab, setTab] = useState('url');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const urlId = useId();
  const textId = useId();
  const run = async (body: { url: string } | { text: string }) => {
    setBusy(true);
    setError(null);
    try {
      onPreview(await importRecipe(body));
    } catch (e) {
      setError(messageOr(e, 'We could not import that recipe. Check the address, or paste the recipe as text.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Start from a recipe you have</CardTitle>
        <CardDescription>Import it from a recipe page or paste it from a book; or just write it below.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="url"><Globe aria-hidden /> Web page</TabsTrigger>
            <TabsTrigger value="text"><ClipboardPaste aria-hidden /> Paste text</TabsTrigger>
          </TabsList>
          <TabsContent value="url" className="pt-4">
            <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => { e.preventDefault(); if (url.trim()) void run({ url: url.trim() }); }}>
              <Field id={urlId} label="Recipe page address" className="flex-1">
                <Input id={urlId} type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://www.example.com/recipes/shepherds-pie" />
              </Field>
              <Button type="submit" disabled={busy || !url.trim()}>{busy ? <Spinner /> : null} Import</Button>
            </form>
          </TabsContent>
          <TabsContent value="text" className="space-y-3 pt-4">
            <Field id={textId} label="The recipe as text" hint="The title first, then Ingredients (one a line), then Method.">
              <Textarea id={textId} rows={8} value={text} onChange={(e) => setText(e.target.value)} />
            </Field>
            <Button type="button" disabled={busy || !text.trim()} onClick={() => void run({ text })}>{busy ? <Spinner /> : null} Read the recipe</Button>
          </TabsContent>
        </Tabs>
        {error ? <p role="alert" className="mt-3 text-sm text-destructive">{error}</p> : null}
      </CardContent>
    </Card>
  );
}

/** /recipes/new and /recipes/:id/edit: the household's own recipe, written, pasted or imported. */
export function RecipeEditorPage() {
  const { id = null } = useParams();
  const existing = useOwnRecipe(id);
  const save = useSaveOwnRecipe();
  const remove = useDeleteOwnRecipe();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [fixes, setFixes] = useState<LineFixes>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const ids = { name: useId(), description: useId(), cuisine: useId(), role: useId(), side: useId(), serves: useId(), prep: useId(), cook: useId(), steps: useId(), photo: useId(), keeps: useId() };

  useEffect(() => {
    const r = existing.data;
    if (!r) return;
    setForm({
      name: r.name, description: r.description, cuisine: r.cuisine, role: r.role, sideKind: r.sideKind ?? '', servedWith: [...r.servedWith], keepsDays: r.keepsDays === null ? '' : String(r.keepsDays), freezes: r.freezes === true, serves: String(r.serves), prepTime: String(r.prepTime), cookTime: String(r.cookTime),
      lines: r.lines.map((l) => l.text).join('\n'), steps: r.instructions.join('\n'), sourceUrl: r.sourceUrl,
    });
    setFixes(Object.fromEntries(r.lines.filter((l) => l.matchedBy === 'hand' && l.ingredient).map((l) => [l.text, { ingredient: l.ingredient!, name: l.ingredientName ?? l.ingredient! }])));
  }, [existing.data]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const onPreview = (p: TImportPreview) => {
    setPreview(p);
    const d = p.draft;
    setForm({ name: d.name, description: d.description ?? '', cuisine: d.cuisine ?? '', role: d.role, sideKind: '', servedWith: [], keepsDays: '', freezes: false, serves: String(d.serves), prepTime: String(d.prepTime ?? ''), cookTime: String(d.cookTime ?? ''), lines: d.lines.map((l) => l.text).join('\n'), steps: (d.instructions ?? []).join('\n'), sourceUrl: d.sourceUrl ?? null });
    setFixes({});
  };
  const onPhoto = (file: File | null) => {
    setPhotoError(null);
    if (file && file.size > MAX_PHOTO) {
      setPhotoError('That photo is larger than 5 MB: choose a smaller one.');
      setPhoto(null);
      return;
    }
    setPhoto(file);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const int = (s: string) => (s.trim() === '' ? undefined : Number(s));
    const body: TOwnRecipeBody = {
      name: form.name.trim(),
      description: form.description,
      cuisine: form.cuisine.trim() || undefined,
      role: form.role,
      ...(form.role === 'side' && form.sideKind ? { sideKind: form.sideKind as (typeof SIDE_KINDS)[number] } : {}),
      ...(form.role === 'main' ? { servedWith: form.servedWith as Array<(typeof SIDE_KINDS)[number]> } : {}),
      keepsDays: form.keepsDays.trim() === '' ? null : Number(form.keepsDays),
      freezes: form.freezes,
      serves: Number(form.serves),
      prepTime: int(form.prepTime),
      cookTime: int(form.cookTime),
      lines: form.lines.split('\n').map((t) => t.trim()).filter(Boolean).map((text) => ({ text, ingredient: fixes[text]?.ingredient ?? null })),
      instructions: form.steps.split('\n').map((s) => s.trim()).filter(Boolean),
      sourceUrl: form.sourceUrl,
    };
    try {
      const saved = await save.mutateAsync({ id, body, photo });
      navigate(`/recipe/${encodeURIComponent(saved.id)}`);
    } catch (err) {
      const field = (err as { field?: string }).field;
      setError({ message: messageOr(err, 'We could not save the recipe. Please try again.'), ...(field ? { field } : {}) });
    }
  };

  if (id && existing.isLoading) return <div className="flex justify-center py-16"><Spinner /></div>;
  if (id && existing.isError) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-semibold">Recipe Not Found</h1>
        <p className="mt-2 text-muted-foreground">Only your household's own recipes can be edited.</p>
        <Button asChild className="mt-6"><Link to="/my-recipes">Back to my recipes</Link></Button>
      </div>
    );
  }
  const fieldError = (f: string) => (error?.field === f || error?.field?.startsWith(`${f}.`) ? error.message : null);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={id ? 'Edit your recipe' : 'Add a recipe'} description="We cost it at the supermarkets and work out its nutrition, allergens and diets from its ingredients." />
      {!id ? <ImportPanel onPreview={onPreview} /> : null}
      {preview ? <ImportSummary preview={preview} /> : null}
      <form onSubmit={(e) => void submit(e)} className="space-y-6" noValidate>
        <Card>
          <CardHeader><CardTitle><PencilLine className="mr-2 inline size-5" aria-hidden />The recipe</CardTitle></CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <Field id={ids.name} label="Name" error={fieldError('name')} className="sm:col-span-2">
              <Input id={ids.name} value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={120} required />
            </Field>
            <Field id={ids.description} label="Description" optional className="sm:col-span-2">
              <Textarea id={ids.description} rows={2} value={form.description} onChange={(e) => set('description', e.target.value)} maxLength={2000} />
            </Field>
            <Field id={ids.role} label="What it is in a week" error={fieldError('role')}>
              <select id={ids.role} className={selectClass} value={form.role} onChange={(e) => set('role', e.target.value as FormState['role'])}>
                {ROLES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </select>
            </Field>
            {form.role === 'side' ? (
              <Field id={ids.side} label="Kind of side" optional>
                <select id={ids.side} className={selectClass} value={form.sideKind} onChange={(e) => set('sideKind', e.target.value)}>
                  <option value="">Choose…</option>
                  {SIDE_KINDS.map((k) => <option key={k} value={k}>{k}</option>)}
                </select>
              </Field>
            ) : (
              <Field id={ids.cuisine} label="Cuisine" optional>
                <Input id={ids.cuisine} value={form.cuisine} onChange={(e) => set('cuisine', e.target.value)} placeholder="British" maxLength={40} />
              </Field>
            )}
            <Field id={ids.serves} label="Serves" error={fieldError('serves')}>
              <Input id={ids.serves} type="number" inputMode="numeric" min={1} max={50} value={form.serves} onChange={(e) => set('serves', e.target.value)} />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field id={ids.prep} label="Prep (min)" error={fieldError('prepTime')}>
                <Input id={ids.prep} type="number" inputMode="numeric" min={0} value={form.prepTime} onChange={(e) => set('prepTime', e.target.value)} />
              </Field>
              <Field id={ids.cook} label="Cook (min)" error={fieldError('cookTime')}>
                <Input id={ids.cook} type="number" inputMode="numeric" min={0} value={form.cookTime} onChange={(e) => set('cookTime', e.target.value)} />
              </Field>
            </div>
            {form.role === 'main' ? (
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium">Served with <span className="font-normal text-muted-foreground">(optional)</span></legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {SIDE_KINDS.map((k) => (
                    <label key={k} className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-input bg-card px-3 text-sm">
                      <input type="checkbox" checked={form.servedWith.includes(k)} onChange={(e) => set('servedWith', e.target.checked ? [...form.servedWith, k] : form.servedWith.filter((x) => x !== k))} />
                      {k}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <Field id={ids.keeps} label="Keeps in the fridge (days)" optional error={fieldError('keepsDays')}>
              <Input id={ids.keeps} type="number" inputMode="numeric" min={0} max={30} value={form.keepsDays} onChange={(e) => set('keepsDays', e.target.value)} />
            </Field>
            <label className="inline-flex min-h-11 items-center gap-2 self-end text-sm">
              <input type="checkbox" checked={form.freezes} onChange={(e) => set('freezes', e.target.checked)} /> Freezes well
            </label>
            {form.sourceUrl ? (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                Imported from <a href={form.sourceUrl} target="_blank" rel="noreferrer noopener" className="break-all text-primary underline">{form.sourceUrl} <ExternalLink className="inline size-3" aria-hidden /></a>
              </p>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle>Ingredients</CardTitle></CardHeader>
          <CardContent>
            <IngredientLinesEditor text={form.lines} onText={(t) => set('lines', t)} fixes={fixes} onFix={(line, fix) => setFixes((f) => { const next = { ...f }; if (fix) next[line] = fix; else delete next[line]; return next; })} />
            {fieldError('lines') ? <p className="mt-2 text-sm text-destructive">{fieldError('lines')}</p> : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle>Method</CardTitle></CardHeader>
          <CardContent>
            <Field id={ids.steps} label="Steps, one a line" optional>
              <Textarea id={ids.steps} rows={6} value={form.steps} onChange={(e) => set('steps', e.target.value)} />
            </Field>
          </CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle>Photo</CardTitle><CardDescription>JPEG, PNG or WebP, up to 5 MB. We resize it.</CardDescription></CardHeader>
          <CardContent>
            <Field id={ids.photo} label="Choose a photo" optional error={photoError}>
              <Input id={ids.photo} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => onPhoto(e.target.files?.[0] ?? null)} />
            </Field>
          </CardContent>
        </Card>
        {error ? <p role="alert" className="rounded-xl bg-destructive-soft p-3 text-sm text-destructive">{error.message}</p> : null}
        <div className="sticky bottom-0 flex gap-3 border-t border-border bg-background/95 py-3 backdrop-blur sm:static sm:border-0 sm:bg-transparent">
          <Button type="submit" disabled={save.isPending} className="flex-1 sm:flex-none">{save.isPending ? <Spinner /> : null} Save recipe</Button>
          <Button asChild variant="outline"><Link to={id ? `/recipe/${encodeURIComponent(id)}` : '/my-recipes'}>Cancel</Link></Button>
          {id ? (
            <Button
              type="button"
              variant="destructive-outline"
              className="ml-auto"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm('Delete this recipe? This cannot be undone.')) remove.mutate(id, { onSuccess: () => navigate('/my-recipes'), onError: (err) => setError({ message: messageOr(err, 'Could not delete the recipe.') }) });
              }}
            >
              Delete
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

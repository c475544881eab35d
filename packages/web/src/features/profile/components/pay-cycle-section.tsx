import { CalendarClock, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PAY_FREQUENCIES, PAY_NATIONS, type TPayCycle, type TPayCycleBody } from '@larder/contract/pay-cycle';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { usePayCycle, useSavePayCycle } from '../api/pay-cycle';

type Frequency = (typeof PAY_FREQUENCIES)[number];
type Nation = (typeof PAY_NATIONS)[number];
const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  'four-weekly': 'Every four weeks',
  monthly: 'Monthly, on a date',
  'last-working-day': 'Monthly, on the last working day',
  'universal-credit': 'Universal Credit (monthly)',
};
const NATION_LABELS: Record<Nation, string> = { 'england-and-wales': 'England and Wales', scotland: 'Scotland', 'northern-ireland': 'Northern Ireland' };
const selectClass = 'h-11 w-full rounded-xl border border-input bg-card px-3 text-sm';

interface Draft {
  frequency: Frequency;
  anchor: string;
  day: string;
  assessmentDay: string;
  money: string;
  nation: Nation | '';
}
const draftOf = (view: TPayCycle): Draft => ({
  frequency: view.cycle?.frequency ?? 'monthly',
  anchor: view.cycle?.anchor ?? '',
  day: view.cycle?.day?.toString() ?? '',
  assessmentDay: view.cycle?.assessmentDay?.toString() ?? '',
  money: view.cycle?.money ?? '',
  nation: view.cycle?.nation ?? '',
});
const bodyOf = (d: Draft): TPayCycleBody => ({
  frequency: d.frequency,
  money: d.money,
  nation: d.nation || null,
  ...(d.frequency === 'weekly' || d.frequency === 'fortnightly' || d.frequency === 'four-weekly' ? { anchor: d.anchor } : {}),
  ...(d.frequency === 'monthly' ? { day: d.day } : {}),
  ...(d.frequency === 'universal-credit' ? { assessmentDay: d.assessmentDay } : {}),
});

/**
 * /account "Pay day": how the household is paid and its food money for each pay period. The weekly figure is derived
 * from it, the last week before pay day is kept fed, and the dashboard says what is left until pay day.
 */
export function PayCycleSection() {
  const id = useId();
  const saved = usePayCycle();
  const save = useSavePayCycle();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  useEffect(() => {
    if (saved.data && !draft) setDraft(draftOf(saved.data));
  }, [saved.data, draft]);
  if (!draft || !saved.data) return null;
  const view = saved.data;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  /** The control's error, read out with it (Field shows it as `${controlId}-error`). */
  const described = (field: string, controlId: string) => (errorFor(field) ? { 'aria-invalid': true, 'aria-describedby': `${controlId}-error` } : {});

  const submit = (body: TPayCycleBody | null) =>
    save.mutate(body, {
      onSuccess: (result) => {
        setError(null);
        setDraft(draftOf(result));
        toast({ title: body ? 'Pay day saved' : 'Back to a weekly budget', description: result.period?.message ?? 'Your plans use your weekly budget.' });
      },
      onError: (e) => {
        setError({ field: e instanceof ApiError ? e.field : undefined, message: messageOr(e, 'Please check the pay cycle.') });
      },
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(bodyOf(draft));
  };
  const periodic = draft.frequency === 'weekly' || draft.frequency === 'fortnightly' || draft.frequency === 'four-weekly';

  return (
    <Card data-testid="pay-cycle-section">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarClock className="size-5 text-primary" aria-hidden /> Pay day
        </CardTitle>
        <CardDescription>Budget by pay period: the last week before pay day is never left short. Weekends and bank holidays move pay day to the working day before, as banks do.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {view.period ? (
          <p role="status" className="rounded-xl bg-muted p-3 text-sm font-medium" data-testid="pay-cycle-status">
            {view.period.message}. About £{view.period.weeklyBudget} a week; the last week gets £{view.period.weeks.at(-1)!.amount}.
          </p>
        ) : null}
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label="Pay cycle">
          <Field id={`${id}-frequency`} label="How are you paid?" error={errorFor('frequency')}>
            <select id={`${id}-frequency`} {...described('frequency', `${id}-frequency`)} className={selectClass} value={draft.frequency} onChange={(e) => set({ frequency: e.target.value as Frequency })}>
              {PAY_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
          </Field>
          {periodic ? (
            <Field id={`${id}-anchor`} label="One of your pay days" error={errorFor('anchor')}>
              <Input id={`${id}-anchor`} {...described('anchor', `${id}-anchor`)} type="date" className="h-11" value={draft.anchor} onChange={(e) => set({ anchor: e.target.value })} />
            </Field>
          ) : draft.frequency === 'monthly' ? (
            <Field id={`${id}-day`} label="Day of the month you are paid" hint="29, 30 or 31: the last day in shorter months" error={errorFor('day')}>
              <Input id={`${id}-day`} {...described('day', `${id}-day`)} type="number" inputMode="numeric" min={1} max={31} className="h-11" value={draft.day} onChange={(e) => set({ day: e.target.value })} />
            </Field>
          ) : draft.frequency === 'universal-credit' ? (
            <Field id={`${id}-assessment`} label="Day your assessment period starts" hint="Paid 7 days after each period ends" error={errorFor('assessmentDay')}>
              <Input id={`${id}-assessment`} {...described('assessmentDay', `${id}-assessment`)} type="number" inputMode="numeric" min={1} max={31} className="h-11" value={draft.assessmentDay} onChange={(e) => set({ assessmentDay: e.target.value })} />
            </Field>
          ) : (
            <div />
          )}
          <Field id={`${id}-money`} label="Food money for each pay period (£)" error={errorFor('money')}>
            <Input id={`${id}-money`} {...described('money', `${id}-money`)} inputMode="decimal" className="h-11" placeholder="400.00" value={draft.money} onChange={(e) => set({ money: e.target.value })} />
          </Field>
          <Field id={`${id}-nation`} label="Bank holidays of" error={errorFor('nation')}>
            <select id={`${id}-nation`} {...described('nation', `${id}-nation`)} className={selectClass} value={draft.nation} onChange={(e) => set({ nation: e.target.value as Nation | '' })}>
              <option value="">{view.nationFrom === 'postcode' ? `From my postcode (${NATION_LABELS[view.nation]})` : 'England and Wales (no postcode yet)'}</option>
              {PAY_NATIONS.map((n) => (
                <option key={n} value={n}>
                  {NATION_LABELS[n]}
                </option>
              ))}
            </select>
          </Field>
          {error && !['frequency', 'anchor', 'day', 'assessmentDay', 'money', 'nation'].includes(error.field ?? '') ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} Save pay day
            </Button>
            {view.cycle ? (
              <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit(null)}>
                Use a weekly budget instead
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

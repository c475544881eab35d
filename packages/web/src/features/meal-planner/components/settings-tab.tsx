import { Info, Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { PLAN_DURATIONS, usePlanSettings, type TPlanSettings } from '../api/get-plan-settings';
import { useUpdatePlanSettings } from '../api/update-plan-settings';

const CHEAPEST = '__cheapest__';

function SettingsForm({ settings, plan }: { settings: TPlanSettings; plan: TMealPlan }) {
  const [duration, setDuration] = useState<TPlanSettings['planDuration']>(settings.planDuration);
  const [chain, setChain] = useState<string>(settings.chain ?? CHEAPEST);
  const [errors, setErrors] = useState<{ planDuration?: string; chain?: string }>({});
  const save = useUpdatePlanSettings();
  const dirty = duration !== settings.planDuration || (chain === CHEAPEST ? null : chain) !== settings.chain;

  const onSave = () => {
    setErrors({});
    save.mutate(
      { planDuration: duration, chain: chain === CHEAPEST ? null : chain },
      {
        onSuccess: () => toast({ title: 'Settings Saved', description: 'Your next plan will use these settings.' }),
        onError: (error) => {
          if (isUnauthorizedError(error)) return handleUnauthorized();
          if (error instanceof ApiError && (error.field === 'planDuration' || error.field === 'chain')) setErrors({ [error.field]: error.serverMessage ?? error.message });
          toast({ title: 'Error', description: messageOr(error, 'Failed to save plan settings. Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <CardContent className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-medium leading-none">Plan duration</p>
        <ChoiceButtons
          label="Plan duration"
          columns={4}
          value={duration}
          onChange={(v) => setDuration(v)}
          options={PLAN_DURATIONS.map((d) => ({ value: d, label: `${d} days`, hint: d === 7 ? 'A week' : d === 14 ? 'Two weeks' : d === 30 ? 'A month' : 'Half a week' }))}
        />
        {errors.planDuration ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.planDuration}
          </p>
        ) : null}
      </div>
      <Field id="plan-chain" label="Supermarket" error={errors.chain} hint="Cheapest for me prices every supermarket and plans at the cheapest.">
        <Select value={chain} onValueChange={setChain}>
          <SelectTrigger id="plan-chain" aria-invalid={errors.chain ? true : undefined}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={CHEAPEST}>Cheapest for me</SelectItem>
            {settings.chains.map((c) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <p className="flex items-start gap-2 rounded-xl bg-muted/70 p-3 text-sm text-muted-foreground" data-testid="settings-note">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Settings apply to the next plan you generate with New Plan. Your current plan ({plan.days} days at {plan.chain}) stays as it is.
        </span>
      </p>
      <Button onClick={onSave} disabled={!dirty || save.isPending} className="w-full sm:w-auto">
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </CardContent>
  );
}

/** Plan duration (3, 7, 14, 30 days) and supermarket, saved with PUT /api/user/plan-settings. */
export function SettingsTab({ plan }: { plan: TMealPlan }) {
  const settings = usePlanSettings();
  return (
    <Card className="max-w-2xl" data-testid="settings-tab">
      <CardHeader>
        <CardTitle>Plan settings</CardTitle>
        <CardDescription>How long your plans run and where they are priced.</CardDescription>
      </CardHeader>
      {settings.data ? (
        <SettingsForm key={`${settings.data.planDuration}-${settings.data.chain ?? ''}`} settings={settings.data} plan={plan} />
      ) : settings.isError ? (
        <CardContent>
          <p role="alert" className="text-sm text-destructive">
            Could not load your plan settings: {settings.error.message}
          </p>
          <Button variant="outline" className="mt-3" onClick={() => void settings.refetch()}>
            Retry
          </Button>
        </CardContent>
      ) : (
        <CardContent className="space-y-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-11" />
        </CardContent>
      )}
    </Card>
  );
}

import { CalendarDays, HeartPulse, ShoppingCart, Timer, Users, UtensilsCrossed } from 'lucide-react';

/** The welcome view's six suggestion cards (document 001 section 2); a click fills the message box. */
export const SUGGESTIONS = [
  { category: 'Planning', icon: CalendarDays, prompt: 'Plan my week of dinners for 2 under £40' },
  { category: 'Quick Meals', icon: Timer, prompt: 'Quick dinners for four, nothing over 20 minutes' },
  { category: 'Healthy', icon: HeartPulse, prompt: 'Healthy vegetarian lunches and dinners for 2, with more protein' },
  { category: 'Family', icon: Users, prompt: 'Family dinners for 2 adults and 2 kids, £60 a week, nothing spicy' },
  { category: 'Shopping', icon: ShoppingCart, prompt: "What's on my shopping list?" },
  { category: 'Prep', icon: UtensilsCrossed, prompt: 'Batch cooking plan for 5 days of lunches for one, use up the rice' },
] as const;

export function SuggestionCards({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="suggestions">
      {SUGGESTIONS.map(({ category, icon: Icon, prompt }) => (
        <button
          key={category}
          type="button"
          onClick={() => onPick(prompt)}
          className="group flex items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary group-hover:bg-card">
            <Icon className="size-5" aria-hidden />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold">{category}</span>
            <span className="block text-sm text-muted-foreground">{prompt}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
